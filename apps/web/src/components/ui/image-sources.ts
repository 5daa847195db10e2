/**
 * The image optimiser's renditions (next.config.ts `images` reads these) and the URLs and
 * `srcset`s that ask for them. Next's own `<Image>` and `getImageProps` write the same markup, but
 * they bring about 10 kB of client code (the legacy router context, blur placeholders, loader
 * checks) into every page that shows a picture; these few functions are all a page needs. The
 * rules are Next's (`getImgProps` in next/dist/shared/lib): image-sources.test.ts holds them to it.
 */

/** Spec §9 widths; 1280 for blog post images. */
export const IMAGE_DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
export const IMAGE_SIZES = [96, 128, 256, 384, 1280];
/** Spec §9 qualities; a request for another is answered with the closest. */
export const IMAGE_QUALITIES = [60, 75, 80];

const ALL_SIZES = [...IMAGE_DEVICE_SIZES, ...IMAGE_SIZES].sort((a, b) => a - b);
const DEFAULT_QUALITY = 75;

/** SVGs and inline data are served as they are, as next/image does without dangerouslyAllowSVG. */
const servedAsIs = (src: string) =>
  src.startsWith("data:") || src.startsWith("blob:") || src.split("?", 1)[0]!.endsWith(".svg");

const closestQuality = (quality: number) =>
  IMAGE_QUALITIES.reduce((best, q) =>
    Math.abs(q - quality) < Math.abs(best - quality) ? q : best,
  );

/** The optimiser's URL for one rendition of `src`. */
export function optimisedUrl(src: string, width: number, quality = DEFAULT_QUALITY): string {
  if (servedAsIs(src)) return src;
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${closestQuality(quality)}`;
}

type ImageSources = { src: string; srcSet: string | undefined };

function sources(
  src: string,
  widths: number[],
  descriptor: (width: number, i: number) => string,
  quality: number,
): ImageSources {
  if (servedAsIs(src)) return { src, srcSet: undefined };
  return {
    src: optimisedUrl(src, widths[widths.length - 1]!, quality),
    srcSet: widths.map((w, i) => `${optimisedUrl(src, w, quality)} ${descriptor(w, i)}`).join(", "),
  };
}

/**
 * A picture that fills a slot described by `sizes`: every rendition at least as wide as the
 * slot's narrowest share of the smallest screen, up to `maxWidth` (the slot's widest CSS width
 * times the densest screen that shows it; the narrowest rendition stays if all are wider). The
 * fallback `src` is the widest kept.
 */
export function fillImageSources(
  src: string,
  {
    sizes,
    maxWidth = Infinity,
    quality = DEFAULT_QUALITY,
  }: { sizes: string; maxWidth?: number; quality?: number },
): ImageSources {
  const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]) / 100);
  const fromWidth = shares.length > 0 ? IMAGE_DEVICE_SIZES[0]! * Math.min(...shares) : 0;
  const usable = ALL_SIZES.filter((w) => w >= fromWidth);
  const kept = usable.filter((w) => w <= maxWidth);
  return sources(src, kept.length > 0 ? kept : usable.slice(0, 1), (w) => `${w}w`, quality);
}

/** A picture shown at a fixed CSS width: one rendition for 1x screens and one for 2x. */
export function fixedImageSources(
  src: string,
  { width, quality = DEFAULT_QUALITY }: { width: number; quality?: number },
): ImageSources {
  const widest = ALL_SIZES[ALL_SIZES.length - 1]!;
  const widths = [
    ...new Set([width, width * 2].map((w) => ALL_SIZES.find((size) => size >= w) ?? widest)),
  ];
  return sources(src, widths, (_, i) => `${i + 1}x`, quality);
}
