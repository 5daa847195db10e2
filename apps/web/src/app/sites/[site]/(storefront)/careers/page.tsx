import type { Metadata } from "next";
import { AppLink } from "@/components/app-link";
import { siteWords } from "@forecourt/core/site/site-words";
import { CareerList } from "@/components/content/career-list";
import { PageHeading } from "@/components/content/page-heading";
import { Container } from "@/components/ui/section";
import { getCareers } from "@/server/queries/content";
import { requireSite } from "@/server/queries/site";

type CareersProps = { params: Promise<{ site: string }> };

export const metadata: Metadata = {
  title: "Careers",
  alternates: { canonical: "/careers" },
};

export default async function CareersPage({ params }: CareersProps) {
  const site = await requireSite((await params).site);
  const careers = await getCareers(site.id);
  return (
    <>
      <PageHeading
        title={`Careers at ${site.name}`}
        intro="Join a team that loves helping people find the right vehicle."
      />
      <Container className="py-10">
        <p className="mb-6">
          <AppLink href="/current-positions" className="font-semibold underline underline-offset-2">
            {careers.length} current {careers.length === 1 ? "position" : "positions"}
          </AppLink>
        </p>
        <CareerList careers={careers} words={siteWords(site.settings)} />
      </Container>
    </>
  );
}
