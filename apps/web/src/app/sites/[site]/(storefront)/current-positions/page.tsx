import type { Metadata } from "next";
import { siteWords } from "@forecourt/core/site/site-words";
import { CareerList } from "@/components/content/career-list";
import { PageHeading } from "@/components/content/page-heading";
import { Container } from "@/components/ui/section";
import { getCareers } from "@/server/queries/content";
import { requireSite } from "@/server/queries/site";

type PositionsProps = { params: Promise<{ site: string }> };

export const metadata: Metadata = {
  title: "Current positions",
  alternates: { canonical: "/current-positions" },
};

export default async function CurrentPositionsPage({ params }: PositionsProps) {
  const site = await requireSite((await params).site);
  const careers = await getCareers(site.id);
  return (
    <>
      <PageHeading title="Current positions" intro={`Open roles at ${site.name}.`} />
      <Container className="py-10">
        <CareerList careers={careers} words={siteWords(site.settings)} />
      </Container>
    </>
  );
}
