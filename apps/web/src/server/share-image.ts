import type { Metadata } from "next";

/** Social share cards are 1200x630, filled and cropped (spec §7). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

type ShareImage = { url: string; width: number; height: number; alt: string };

/**
 * A share image for metadata (Open Graph / Twitter). Stored images (/media/...) are asked for at
 * exactly 1200x630 from the media route, which fill-crops them; other URLs are used as they are.
 * Relative URLs resolve against the site's metadataBase.
 */
export function shareImageUrl(source: string | null | undefined, alt = ""): ShareImage | null {
  if (!source) return null;
  const { width, height } = SHARE_IMAGE_SIZE;
  if (!source.startsWith("/media/")) return { url: source, width, height, alt };
  const [path] = source.split(/[?#]/, 1);
  return { url: `${path}?w=${width}&h=${height}`, width, height, alt };
}

/**
 * Every page's Twitter (X) card: its type only. X reads the title, description and image from
 * Open Graph when the card names none, and `images: []` stops Next from copying the Open Graph
 * image into twitter:image tags, so the image and its size are not written twice in the head and
 * twice again in the page's component payload.
 */
export const TWITTER_CARD = {
  card: "summary_large_image",
  images: [],
} as const satisfies Metadata["twitter"];
