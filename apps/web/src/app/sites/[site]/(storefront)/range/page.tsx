import type { Metadata } from "next";
import { AppLink } from "@/components/app-link";
import { notFound } from "next/navigation";
import {
  hasRangeBody,
  parseRangeBody,
  RANGE_BODIES,
  rangeBodyHref,
} from "@forecourt/core/content/range-body";
import { PageHeading } from "@/components/content/page-heading";
import { RangeBodyNav } from "@/components/content/range-body-nav";
import { RangeModelGrid } from "@/components/content/range-model-card";
import { Container } from "@/components/ui/section";
import { getRangeModels } from "@/server/queries/storefront";
import { requireSite } from "@/server/queries/site";

type RangeProps = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ searchParams }: RangeProps): Promise<Metadata> {
  const body = parseRangeBody((await searchParams).body);
  return {
    title: body ? `${body.label} range` : "Range by body type",
    alternates: { canonical: body ? rangeBodyHref(body) : "/range" },
  };
}

// The body type is in the query string, so the page renders per request (its data is cached).
export const dynamic = "force-dynamic";

/** /range?body=: the site's range models of one of the seven RV body types (spec §2). */
export default async function RangePage({ params, searchParams }: RangeProps) {
  const site = await requireSite((await params).site);
  const body = parseRangeBody((await searchParams).body);
  const models = await getRangeModels(site.id);
  const rvModels = models.filter((model) => RANGE_BODIES.some((b) => hasRangeBody(model, b)));
  // Only sites whose range has RV body types have this page.
  if (rvModels.length === 0) notFound();
  const shown = body ? rvModels.filter((model) => hasRangeBody(model, body)) : rvModels;
  return (
    <>
      <PageHeading
        title={body ? `${body.label} range` : "Range by body type"}
        intro={
          body
            ? `${shown.length} ${shown.length === 1 ? "model" : "models"}.`
            : "Choose a body type to see its models."
        }
      />
      <Container className="py-10">
        <RangeBodyNav current={body?.param ?? null} />
        {shown.length === 0 ? (
          <p className="mt-6">
            No models of this type right now.{" "}
            <AppLink href="/models" className="underline">
              See the full range
            </AppLink>
            .
          </p>
        ) : (
          <RangeModelGrid models={shown} />
        )}
      </Container>
    </>
  );
}
