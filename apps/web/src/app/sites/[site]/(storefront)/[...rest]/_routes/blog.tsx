import type { Metadata } from "next";
import { AppLink } from "@/components/app-link";
import { notFound } from "next/navigation";
import type { Site } from "@forecourt/core/site/site";
import { siteWords } from "@forecourt/core/site/site-words";
import { PageHeading } from "@/components/content/page-heading";
import { RichText } from "@/components/content/rich-text";
import { Card, CardBody, CardMedia } from "@/components/ui/card";
import { OptimisedImage } from "@/components/ui/optimised-image";
import { Container } from "@/components/ui/section";
import { getBlogPage, getBlogPostCached } from "@/server/queries/content";
import type { RouteProps, SearchParams } from "./route-props.ts";

/** Spec §9: blog images are shown at width 1280. */
const BLOG_IMAGE_WIDTH = 1280;
const BLOG_IMAGE_HEIGHT = 672;

function blogTitle(site: Site): string {
  return siteWords(site.settings).text(site.settings.paths.blogTitle);
}

/** ?page=N, 1 when absent; anything else that is not a whole page number is a 404. */
function pageNumber(searchParams: SearchParams): number {
  const raw = searchParams.page;
  if (raw === undefined) return 1;
  if (typeof raw !== "string" || !/^[1-9]\d{0,4}$/.test(raw)) notFound();
  return Number(raw);
}

export async function metadata({
  site,
  route,
  searchParams,
}: RouteProps<"blog">): Promise<Metadata> {
  const title = blogTitle(site);
  if (route.slug === null) {
    const page = pageNumber(searchParams);
    return { title: page > 1 ? `${title}, page ${page}` : title };
  }
  const post = await getBlogPostCached(site.id, route.slug);
  if (!post) notFound();
  return {
    title: post.title,
    description: post.excerpt,
    openGraph: {
      type: "article",
      ...(post.imageUrl ? { images: [{ url: post.imageUrl, width: 1200, height: 630 }] } : {}),
    },
  };
}

export default async function BlogRoute(props: RouteProps<"blog">): Promise<React.ReactNode> {
  return props.route.slug === null ? (
    <BlogList {...props} />
  ) : (
    <BlogPostPage {...props} slug={props.route.slug} />
  );
}

async function BlogList({ site, searchParams }: RouteProps<"blog">) {
  const page = pageNumber(searchParams);
  const { posts, total, pageCount } = await getBlogPage(site.id, page);
  if (page > pageCount) notFound();
  const words = siteWords(site.settings);
  const base = site.settings.paths.blog;
  const pageHref = (n: number) => (n === 1 ? base : `${base}?page=${n}`);
  return (
    <>
      <PageHeading
        title={blogTitle(site)}
        intro={`${total} ${total === 1 ? "article" : "articles"} from the ${site.name} team.`}
      />
      <Container className="py-10">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.id}>
              <Card className="relative">
                {post.imageUrl ? (
                  <CardMedia
                    src={post.imageUrl}
                    aspect="banner"
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    priority={index === 0}
                  />
                ) : null}
                <CardBody>
                  <h2 className="text-lg font-semibold">
                    <AppLink
                      href={`${base}/${post.slug}`}
                      className="after:absolute after:inset-0 hover:underline"
                    >
                      {words.text(post.title)}
                    </AppLink>
                  </h2>
                  <p className="text-sm text-slate-700">
                    <time dateTime={post.publishedAt.toISOString()}>
                      {words.date(post.publishedAt)}
                    </time>
                  </p>
                  <p className="text-slate-800">{words.text(post.excerpt)}</p>
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
        <nav
          aria-label="Blog pages"
          className="mt-10 flex flex-wrap items-center justify-between gap-4"
        >
          {page > 1 ? (
            <AppLink href={pageHref(page - 1)} rel="prev" className="font-semibold underline">
              Newer articles
            </AppLink>
          ) : (
            <span />
          )}
          <p>
            Page {page} of {pageCount}
          </p>
          {page < pageCount ? (
            <AppLink href={pageHref(page + 1)} rel="next" className="font-semibold underline">
              Older articles
            </AppLink>
          ) : (
            <span />
          )}
        </nav>
      </Container>
    </>
  );
}

async function BlogPostPage({ site, slug }: RouteProps<"blog"> & { slug: string }) {
  const post = await getBlogPostCached(site.id, slug);
  if (!post) notFound();
  const words = siteWords(site.settings);
  const isFeature = post.template === "feature";
  return (
    <article data-template={post.template}>
      <div className={isFeature ? "bg-brand text-brand-foreground" : "bg-slate-100"}>
        <Container width="article" className="py-10">
          <p className="text-sm">
            <AppLink
              href={site.settings.paths.blog}
              className="font-semibold underline underline-offset-2"
            >
              {blogTitle(site)}
            </AppLink>
          </p>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{words.text(post.title)}</h1>
          <p className="mt-2">
            <time dateTime={post.publishedAt.toISOString()}>{words.date(post.publishedAt)}</time>
          </p>
        </Container>
      </div>
      <Container width="article" className="py-8">
        {post.imageUrl ? (
          <OptimisedImage
            src={post.imageUrl}
            alt=""
            width={BLOG_IMAGE_WIDTH}
            height={BLOG_IMAGE_HEIGHT}
            priority
            className="h-auto w-full rounded-lg"
          />
        ) : null}
        {isFeature ? (
          <p className="mt-6 text-xl font-medium text-slate-800">{words.text(post.excerpt)}</p>
        ) : null}
        <RichText html={post.bodyHtml} className="mt-6" />
      </Container>
    </article>
  );
}
