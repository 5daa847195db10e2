import type { Metadata } from "next";
import { hasRangeBody, RANGE_BODIES } from "@forecourt/core/content/range-body";
import { RangeModelGrid } from "@/components/content/range-model-card";
import { PageHeading } from "@/components/content/page-heading";
import { RangeBodyNav } from "@/components/content/range-body-nav";
import { Container } from "@/components/ui/section";
import { getRangeModels } from "@/server/queries/storefront";
import { requireSite } from "@/server/queries/site";

type ModelsProps = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: ModelsProps): Promise<Metadata> {
  const site = await requireSite((await params).site);
  const make = site.settings.manufacturer.name;
  return { title: make ? `The ${make} range` : "Our range", alternates: { canonical: "/models" } };
}

export default async function ModelsPage({ params }: ModelsProps) {
  const site = await requireSite((await params).site);
  const models = await getRangeModels(site.id);
  const make = site.settings.manufacturer.name;
  return (
    <>
      <PageHeading
        title={make ? `The ${make} range` : "Our range"}
        intro={`${models.length} models to explore.`}
      />
      <Container className="py-10">
        {models.some((model) => RANGE_BODIES.some((body) => hasRangeBody(model, body))) ? (
          <RangeBodyNav current={null} />
        ) : null}
        {models.length === 0 ? (
          <p>No models are listed right now.</p>
        ) : (
          <RangeModelGrid models={models} />
        )}
      </Container>
    </>
  );
}
