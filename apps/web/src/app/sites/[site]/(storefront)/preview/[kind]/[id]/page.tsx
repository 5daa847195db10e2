import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { siteWords } from "@forecourt/core/site/site-words";
import { BlogPostArticle } from "@/components/content/blog-post-article";
import { PageHeading } from "@/components/content/page-heading";
import { RichText } from "@/components/content/rich-text";
import { OfferCard } from "@/components/offers/offer-card";
import { Container } from "@/components/ui/section";
import { getPreviewItem, type PreviewItem } from "@/server/content/preview-item";
import { requireSite } from "@/server/queries/site";

// Per request, never cached: a draft is shown to the holder of a signed link only.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Preview", robots: { index: false, follow: false } };

type PreviewProps = {
  params: Promise<{ site: string; kind: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const text = (input: Record<string, unknown>, field: string) => {
  const value = input[field];
  return typeof value === "string" ? value : "";
};
const dateOf = (input: Record<string, unknown>, field: string) => {
  const value = text(input, field);
  return value ? new Date(value) : null;
};

/**
 * A draft offer, post or page on the site itself, in its header and footer, for staff who
 * opened the console's preview link (signed, an hour). Any other request is the site's 404.
 */
export default async function PreviewPage({ params, searchParams }: PreviewProps) {
  const { site: key, kind, id } = await params;
  const site = await requireSite(key);
  const item = await getPreviewItem(site.id, {
    kindSegment: kind,
    idSegment: id,
    token: (await searchParams).token,
  });
  if (!item) notFound();
  return (
    <>
      <p role="note" className="bg-amber-100 p-3 text-center font-semibold text-amber-950">
        Preview: this is a draft, not on the site until it is published.
      </p>
      <PreviewBody site={site} item={item} />
    </>
  );
}

function PreviewBody({
  site,
  item,
}: {
  site: Awaited<ReturnType<typeof requireSite>>;
  item: PreviewItem;
}) {
  const { input } = item;
  if (item.kind === "blog-post") {
    return (
      <BlogPostArticle
        site={site}
        post={{
          template: "article",
          title: text(input, "title"),
          publishedAt: dateOf(input, "published_at") ?? new Date(),
          imageUrl: text(input, "image_url") || null,
          excerpt: text(input, "excerpt"),
          bodyHtml: item.bodyHtml,
        }}
      />
    );
  }
  if (item.kind === "offer") {
    const price = input.offer_price;
    return (
      <>
        <PageHeading title="Special offers" intro={`Current offers at ${site.name}.`} />
        <Container className="py-10">
          <div className="flex max-w-md flex-col gap-3">
            <OfferCard
              offer={{
                id: item.id,
                slug: item.slug,
                title: text(input, "title"),
                summary: text(input, "summary"),
                bodyHtml: item.bodyHtml,
                imageUrl: text(input, "image_url") || null,
                imageAlt: item.imageAlt,
                offerPrice: typeof price === "number" ? price : null,
                financeTerms: text(input, "finance_terms"),
                car: null,
                startsAt: dateOf(input, "starts_at"),
                endsAt: dateOf(input, "ends_at"),
              }}
              words={siteWords(site.settings)}
              vehicleBase={site.settings.paths.vehicleBase}
              headingLevel="h2"
            />
            <RichText html={item.bodyHtml} className="text-sm" />
          </div>
        </Container>
      </>
    );
  }
  return (
    <>
      <PageHeading title={text(input, "title")} intro={text(input, "description")} />
      <Container className="py-10">
        <RichText html={item.bodyHtml} />
      </Container>
    </>
  );
}
