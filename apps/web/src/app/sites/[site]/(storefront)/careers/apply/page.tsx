import type { Metadata } from "next";
import { CareersApplicationForm } from "@/components/forms/careers-application-form";
import { FormPage } from "@/components/forms/form-page";
import { getFormSite } from "@/server/queries/forms";
import { requireSite } from "@/server/queries/site";

type CareersApplyProps = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: "Apply" };

/** /careers/apply?position=... : the careers application with a résumé upload. */
export default async function CareersApplyPage({ params, searchParams }: CareersApplyProps) {
  const site = await requireSite((await params).site);
  const query = await searchParams;
  const raw = Array.isArray(query.position) ? query.position[0] : query.position;
  const position = raw?.trim().slice(0, 200) || null;
  const formSite = await getFormSite(site);
  return (
    <FormPage
      title={position ? `Apply: ${position}` : "Apply for a position"}
      intro="Attach your résumé and tell us a little about yourself."
    >
      <CareersApplicationForm site={formSite} position={position} />
    </FormPage>
  );
}
