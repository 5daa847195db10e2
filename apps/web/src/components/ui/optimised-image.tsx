"use client";

import { getImageProps } from "next/image";
import { preload } from "react-dom";
import { cappedSrcSet } from "./capped-src-set.ts";

type OptimisedImageProps = {
  src: string;
  alt: string;
  /** The slot's width per breakpoint, as in `<img sizes>`. */
  sizes: string;
  /**
   * The widest rendition worth offering: the slot's widest CSS width times the densest screen
   * that shows it (a card is at most a phone's width, about 400 px at 2.6x). Wider optimiser
   * widths are left out of `srcset`, which keeps the markup short and the phone's pick sane.
   */
  maxWidth: number;
  /** Above the fold: fetched early with high priority instead of lazily. */
  priority?: boolean;
  /** Classes of the `<img>`; by default it covers its positioned frame. */
  className?: string;
  testId?: string;
};

/**
 * A picture through the image optimiser that fills its (positioned) frame. A client component on
 * purpose: the page's component payload carries these few props, and the `srcset` is written only
 * into the HTML, not into the payload as well.
 */
export function OptimisedImage({
  src,
  alt,
  sizes,
  maxWidth,
  priority = false,
  className,
  testId,
}: OptimisedImageProps) {
  const { props } = getImageProps({ src, alt, sizes, fill: true, quality: 75 });
  const { srcSet, largest } = cappedSrcSet(props.srcSet ?? "", maxWidth);
  const fallback = largest ?? props.src;
  if (priority) {
    preload(fallback, {
      as: "image",
      fetchPriority: "high",
      imageSrcSet: srcSet,
      imageSizes: sizes,
    });
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's markup, with a shorter srcset
    <img
      alt={alt}
      src={fallback}
      srcSet={srcSet}
      sizes={sizes}
      decoding="async"
      loading={priority ? undefined : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      className={className ?? "media-cover"}
      data-testid={testId}
    />
  );
}
