import type { HomeBanner } from "@forecourt/core/content/home-settings";
import { imageAltOf } from "@forecourt/core/content/image-alt";
import type { SiteWords } from "@forecourt/core/site/site-words";
import { SiteLink } from "@/components/site-link";
import { OptimisedImage } from "@/components/ui/optimised-image";
import { Container } from "@/components/ui/section";

/**
 * The home page's live banners, one under the other: each image in a box of fixed proportions
 * (nothing moves as it loads), through the image optimiser, lazily unless the banners open the
 * page. A banner with a link is one link, its image's description and title its name.
 */
export function HomeBanners({
  banners,
  siteName,
  words,
  isFirst,
  libraryAlts = {},
}: {
  banners: readonly HomeBanner[];
  /** The media library's descriptions by image URL, for a banner with none of its own. */
  libraryAlts?: Readonly<Record<string, string>>;
  siteName: string;
  words: SiteWords;
  isFirst: boolean;
}) {
  if (banners.length === 0) return null;
  return (
    <section aria-labelledby="banners-heading" className="py-6 sm:py-8" data-testid="home-banners">
      <h2 id="banners-heading" className="sr-only">
        News from {siteName}
      </h2>
      <Container>
        <ul className="grid gap-4">
          {banners.map((banner, index) => {
            const inside = (
              <>
                {banner.imageUrl ? (
                  <div className="relative aspect-[2/1] bg-slate-100 sm:aspect-[4/1]">
                    <OptimisedImage
                      src={banner.imageUrl}
                      alt={imageAltOf(banner.altText, libraryAlts[banner.imageUrl])}
                      sizes="(min-width: 1280px) 1216px, 100vw"
                      priority={isFirst && index === 0}
                      className="media-cover"
                    />
                  </div>
                ) : null}
                {banner.title || banner.text ? (
                  <div className="p-4">
                    {banner.title ? (
                      <h3 className="text-lg font-semibold">{words.text(banner.title)}</h3>
                    ) : null}
                    {banner.text ? (
                      <p className="mt-1 text-slate-700">{words.text(banner.text)}</p>
                    ) : null}
                  </div>
                ) : null}
              </>
            );
            return (
              <li
                key={index}
                className="overflow-hidden rounded-lg border border-slate-200 bg-white text-slate-900"
              >
                {banner.href ? (
                  <SiteLink
                    href={banner.href}
                    className="block hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
                  >
                    {inside}
                  </SiteLink>
                ) : (
                  inside
                )}
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
