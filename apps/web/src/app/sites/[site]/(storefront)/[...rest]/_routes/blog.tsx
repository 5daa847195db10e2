import type { Metadata } from "next";
import { AppLink } from "@/components/app-link";
import { notFound, permanentRedirect } from "next/navigation";
import { siteWords } from "@forecourt/core/site/site-words";
import { PageHeading } from "@/components/content/page-heading";
import { BlogPostArticle, blogTitle } from "@/components/content/blog-post-article";
import { Card, CardBody, CardMedia } from "@/components/ui/card";
import { Container } from "@/components/ui/section";
import { getBlogPage, getBlogPostCached, getContentRedirectCached } from "@/server/queries/content";
import type { RouteProps, SearchParams } from "./route-props.ts";

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
    const blog = site.settings.paths.blog;
    return {
      title: page > 1 ? `${title}, page ${page}` : title,
      alternates: { canonical: page > 1 ? `${blog}?page=${page}` : blog },
    };
  }
  const post = await getBlogPostCached(site.id, route.slug);
  if (!post) {
    // A post whose slug changed: its old address leads to the new one for good. A deleted
    // one's (410 or a chosen path) is answered by the proxy; this is its first request only.
    const moved = await getContentRedirectCached(site.id, "blog-post", route.slug);
    if (moved?.kind === "slug") permanentRedirect(`${site.settings.paths.blog}/${moved.slug}`);
    if (moved?.kind === "moved") permanentRedirect(moved.path);
    notFound();
  }
  const image = post.socialImageUrl ?? post.imageUrl;
  return {
    title: post.seoTitle ?? post.title,
    description: post.seoDescription ?? post.excerpt,
    alternates: { canonical: `${site.settings.paths.blog}/${post.slug}` },
    openGraph: {
      type: "article",
      ...(image ? { images: [{ url: image, width: 1200, height: 630 }] } : {}),
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

type BlogPost = Awaited<ReturnType<typeof getBlogPage>>["posts"][number];

/** An article in the list: its image, title (the card's link), date and excerpt. */
function BlogPostCard({
  post,
  base,
  words,
  isFirst,
}: {
  post: BlogPost;
  base: string;
  words: ReturnType<typeof siteWords>;
  isFirst: boolean;
}) {
  return (
    <Card className="relative">
      {post.imageUrl ? (
        <CardMedia
          src={post.imageUrl}
          aspect="banner"
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          priority={isFirst}
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
          <time dateTime={post.publishedAt.toISOString()}>{words.date(post.publishedAt)}</time>
        </p>
        <p className="text-slate-800">{words.text(post.excerpt)}</p>
      </CardBody>
    </Card>
  );
}

/** Newer and older pages of the list, and where this one is. */
function BlogPager({
  page,
  pageCount,
  pageHref,
}: {
  page: number;
  pageCount: number;
  pageHref: (n: number) => string;
}) {
  return (
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
              <BlogPostCard post={post} base={base} words={words} isFirst={index === 0} />
            </li>
          ))}
        </ul>
        <BlogPager page={page} pageCount={pageCount} pageHref={pageHref} />
      </Container>
    </>
  );
}

async function BlogPostPage({ site, slug }: RouteProps<"blog"> & { slug: string }) {
  const post = await getBlogPostCached(site.id, slug);
  if (!post) notFound();
  return <BlogPostArticle site={site} post={post} />;
}
