import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { cmsPageHref, resolveCmsRequest } from "@forecourt/core/content/cms-paths";
import { siteWords } from "@forecourt/core/site/site-words";
import { PageHeading } from "@/components/content/page-heading";
import { RichText } from "@/components/content/rich-text";
import { Container } from "@/components/ui/section";
import { getCmsPage } from "@/server/queries/content";
import type { RouteProps } from "./route-props.ts";

/**
 * CMS pages stored per site (spec §2). Legal and about pages drop the /pages prefix unless the
 * site uses a pages path; the other form redirects to the canonical URL. Unknown pages are 404.
 */
async function load({ site, route }: RouteProps<"cms">) {
  const page = await getCmsPage(site.id, route.slug, route.prefixed ? 1 : 0);
  const resolution = resolveCmsRequest(
    { slug: route.slug, isPrefixed: route.prefixed },
    page?.path ?? null,
    site.settings.paths,
  );
  if (resolution.kind === "not-found" || !page) notFound();
  if (resolution.kind === "redirect") permanentRedirect(resolution.to);
  return page;
}

export async function metadata(props: RouteProps<"cms">): Promise<Metadata> {
  const page = await load(props);
  const words = siteWords(props.site.settings);
  return {
    title: words.text(page.title),
    description: words.text(page.description),
    alternates: { canonical: cmsPageHref(page.path, props.site.settings.paths) },
  };
}

export default async function CmsRoute(props: RouteProps<"cms">): Promise<React.ReactNode> {
  const page = await load(props);
  const words = siteWords(props.site.settings);
  return (
    <div data-template={page.template}>
      <PageHeading title={words.text(page.title)} />
      <Container width="article" className="py-10">
        <RichText html={page.bodyHtml} />
      </Container>
    </div>
  );
}
