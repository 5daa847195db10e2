"use client";

import { useState } from "react";
import { ChevronLeft, ChevronRight } from "lucide";
import { Icon } from "../ui/icon.tsx";
import { OptimisedImage } from "../ui/optimised-image.tsx";
import { HydrateApart } from "../ui/hydrate-apart.tsx";

/** A picture; without `alt` it is described by the car's name. */
type GalleryImage = { url: string; thumbUrl: string; alt?: string };

type VehicleGalleryProps = { images: GalleryImage[]; name: string };

/**
 * The vehicle's photos through the image optimiser: one large photo (the first is preloaded) and a
 * row of thumbnails. Previous/next buttons and thumbnails change the photo; without JavaScript the
 * first photo still shows.
 */
export function VehicleGallery({ images, name }: VehicleGalleryProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[index];
  if (!current) {
    return (
      <div className="flex aspect-[3/2] items-center justify-center rounded-lg bg-slate-100 text-slate-700">
        Photos coming soon
      </div>
    );
  }
  const go = (next: number) => setIndex((next + count) % count);
  return (
    <HydrateApart>
      <section
        aria-label={`Photos of ${name}`}
        aria-roledescription="carousel"
        data-testid="vehicle-gallery"
      >
        <div className="relative aspect-[3/2] overflow-hidden rounded-lg bg-slate-100">
          <OptimisedImage
            key={current.url}
            src={current.url}
            alt={current.alt || name}
            priority={index === 0}
            sizes="(min-width: 1280px) 800px, (min-width: 1024px) 62vw, 100vw"
            maxWidth={1920}
            testId="vehicle-gallery-main"
          />
          {count > 1 ? (
            <>
              <button
                type="button"
                onClick={() => go(index - 1)}
                aria-label="Previous photo"
                className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-900 shadow hover:bg-white"
              >
                <Icon icon={ChevronLeft} className="size-5" />
              </button>
              <button
                type="button"
                onClick={() => go(index + 1)}
                aria-label="Next photo"
                className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-900 shadow hover:bg-white"
              >
                <Icon icon={ChevronRight} className="size-5" />
              </button>
            </>
          ) : null}
          <p
            className="absolute bottom-2 right-2 rounded bg-slate-900/80 px-2 py-0.5 text-sm text-white"
            aria-live="polite"
            aria-atomic="true"
          >
            Photo {index + 1} of {count}
          </p>
        </div>
        {/* On a phone the arrows do: the thumbnails would push the price below the first screen. */}
        {count > 1 ? (
          <ul className="mt-3 hidden gap-2 overflow-x-auto pb-1 sm:flex">
            {images.map((image, i) => (
              <li key={image.url} className="shrink-0">
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={`Show photo ${i + 1} of ${count}`}
                  aria-current={i === index ? "true" : undefined}
                  className={`block overflow-hidden rounded border-2 ${i === index ? "border-brand" : "border-transparent"}`}
                >
                  {/* A fixed 96x64 box: the 1x and 2x renditions, as next/image gives one. */}
                  <OptimisedImage
                    src={image.thumbUrl}
                    alt=""
                    width={96}
                    height={64}
                    className="h-16 w-24 object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </HydrateApart>
  );
}
