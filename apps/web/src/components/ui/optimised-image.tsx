"use client";

import { preload } from "react-dom";
import { fillImageSources, fixedImageSources } from "./image-sources.ts";

type Slot =
  | {
      /** The slot's width per breakpoint, as in `<img sizes>`; the picture fills its frame. */
      sizes: string;
      /**
       * The widest rendition worth offering: the slot's widest CSS width times the densest screen
       * that shows it (a card is at most a phone's width, about 400 px at 2.6x). Wider optimiser
       * widths are left out of `srcset`, which keeps the markup short and the phone's pick sane.
       */
      maxWidth?: number;
      width?: undefined;
      height?: undefined;
    }
  | {
      /** Intrinsic size, written as attributes so the browser reserves the box. */
      width: number;
      height: number;
      /** With `sizes`, renditions by width as for a filling picture; without, 1x and 2x. */
      sizes?: string;
      maxWidth?: undefined;
    };

type OptimisedImageProps = Slot & {
  src: string;
  alt: string;
  /** 60, 75 (default) or 80 (spec §9). */
  quality?: number;
  /** Above the fold: fetched early with high priority instead of lazily. */
  priority?: boolean;
  /** Classes of the `<img>`; a filling picture by default covers its positioned frame. */
  className?: string;
  testId?: string;
};

/**
 * A picture through the image optimiser, either filling its (positioned) frame or at a fixed
 * size. A client component on purpose: the page's component payload carries these few props,
 * and the `srcset` is written only into the HTML, not into the payload as well.
 */
export function OptimisedImage({
  src,
  alt,
  sizes,
  maxWidth,
  width,
  height,
  quality,
  priority = false,
  className,
  testId,
}: OptimisedImageProps) {
  const { src: fallback, srcSet } =
    width === undefined || sizes !== undefined
      ? fillImageSources(src, { sizes: sizes ?? "100vw", maxWidth, quality })
      : fixedImageSources(src, { width, quality });
  if (priority) {
    preload(fallback, {
      as: "image",
      fetchPriority: "high",
      imageSrcSet: srcSet,
      imageSizes: sizes,
    });
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the optimiser's markup, see image-sources.ts
    <img
      alt={alt}
      src={fallback}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      decoding="async"
      loading={priority ? undefined : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      className={className ?? (width === undefined ? "media-cover" : undefined)}
      data-testid={testId}
    />
  );
}
