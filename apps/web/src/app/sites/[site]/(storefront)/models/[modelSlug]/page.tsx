import type { Metadata } from "next";
import { isRangeModelCar, rangeModelName } from "@forecourt/core/content/range-model-stock";
import { AppLink } from "@/components/app-link";
import { notFound, redirect } from "next/navigation";
import { SLUG_PATTERN } from "@forecourt/core/domain/slug";
import { siteWords } from "@forecourt/core/site/site-words";
import { PageHeading } from "@/components/content/page-heading";
import { buttonClasses } from "@/components/ui/button";
import { OptimisedImage } from "@/components/ui/optimised-image";
import { Container } from "@/components/ui/section";
import { getRangeModelCached } from "@/server/queries/content";
import { getStockSummaryCached } from "@/server/queries/storefront";
import { requireSite } from "@/server/queries/site";
import { currentSearchHour } from "@/server/queries/stock-scope";
import { withNotFoundInDocument } from "@/server/not-found-document";

// Rendered on first request and then served from the page cache until the site's tags change,
// like the settings-driven paths; one the site does not have answers with its 404 document.
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type ModelProps = { params: Promise<{ site: string; modelSlug: string }> };

async function load({ params }: ModelProps) {
  const { site: key, modelSlug } = await params;
  const site = await requireSite(key);
  if (!SLUG_PATTERN.test(modelSlug)) notFound();
  const model = await getRangeModelCached(site.id, modelSlug);
  if (!model) notFound();
  return { site, model };
}

export async function generateMetadata(props: ModelProps): Promise<Metadata> {
  const { model } = await load(props);
  return {
    title: model.name,
    description: model.description,
    alternates: { canonical: `/models/${model.slug}` },
    openGraph: model.imageUrl ? { images: [{ url: model.imageUrl }] } : {},
  };
}

export default withNotFoundInDocument(async function ModelPage(props: ModelProps) {
  const { site, model } = await load(props);
  // A model whose page lives elsewhere (spec §3 override_url) sends visitors there.
  if (model.overrideUrl && model.overrideUrl !== `/models/${model.slug}`)
    redirect(model.overrideUrl);
  const { settings } = site;
  const words = siteWords(settings);
  const summary = await getStockSummaryCached(site.id, currentSearchHour());
  const make = model.manufacturerName;
  const name = rangeModelName(model);
  const inStock =
    summary.models.find((m) => isRangeModelCar(model, { make: m.make, model: m.name }))?.count ?? 0;
  const stockHref = `${settings.paths.search}/${settings.search.defaultSlug}?${new URLSearchParams({ make, model: name }).toString()}`;
  const facts: [string, string][] = [
    ["Body type", model.bodyStyles.join(", ") || "-"],
    ["Fuel", words.text(model.fuels.join(", ")) || "-"],
    ["Variants", model.variant ?? "All variants"],
    ["Accessories", `${model.accessoriesCount} available`],
  ];
  return (
    <>
      <PageHeading title={model.name}>
        {model.isNew ? (
          <p className="mt-3">
            <span className="rounded bg-brand px-2 py-1 text-xs font-bold uppercase text-brand-foreground">
              New
            </span>
          </p>
        ) : null}
      </PageHeading>
      <Container className="grid gap-10 py-10 lg:grid-cols-2">
        <div>
          {model.imageUrl ? (
            <OptimisedImage
              src={model.imageUrl}
              alt={model.name}
              width={1200}
              height={800}
              sizes="(min-width: 1024px) 50vw, 100vw"
              priority
              className="h-auto w-full rounded-lg"
            />
          ) : null}
        </div>
        <div>
          <p className="text-lg text-slate-800">{words.text(model.description)}</p>
          <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-8">
            <AppLink href={stockHref} className={buttonClasses("primary", "lg", "px-5")}>
              {inStock > 0
                ? `See ${inStock} ${name} ${words.countLabel(words.noun, inStock)} in stock`
                : `Search ${words.nounPlural} in stock`}
            </AppLink>
          </p>
          <p className="mt-4">
            <AppLink href="/models" className="font-semibold underline underline-offset-2">
              Back to the range
            </AppLink>
          </p>
        </div>
      </Container>
    </>
  );
});
