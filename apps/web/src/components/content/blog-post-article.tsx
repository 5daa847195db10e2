import { AppLink } from "@/components/app-link";
import type { Site } from "@forecourt/core/site/site";
import { siteWords } from "@forecourt/core/site/site-words";
import { RichText } from "@/components/content/rich-text";
import { OptimisedImage } from "@/components/ui/optimised-image";
import { Container } from "@/components/ui/section";

/** Spec §9: blog images are shown at width 1280. */
const BLOG_IMAGE_WIDTH = 1280;
const BLOG_IMAGE_HEIGHT = 672;

export function blogTitle(site: Site): string {
  return siteWords(site.settings).text(site.settings.paths.blogTitle);
}

/** What a post's page shows of it. */
type BlogArticle = {
  template: string;
  title: string;
  publishedAt: Date;
  imageUrl: string | null;
  excerpt: string;
  bodyHtml: string;
};

/** One post as the site shows it (also a draft's preview). */
export function BlogPostArticle({ site, post }: { site: Site; post: BlogArticle }) {
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
