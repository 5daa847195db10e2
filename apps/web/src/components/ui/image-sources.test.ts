import { describe, expect, it } from "vitest";
import {
  defaultImageLoader as defaultLoader,
  getImgProps,
  imageConfigDefault,
} from "../../server/next-internals.mjs";
import {
  IMAGE_DEVICE_SIZES,
  IMAGE_QUALITIES,
  IMAGE_SIZES,
  fillImageSources,
  fixedImageSources,
  optimisedUrl,
} from "./image-sources.ts";

// Next's own rules with this project's configuration: what `<Image>` would write.
const imgConf = {
  ...imageConfigDefault,
  deviceSizes: IMAGE_DEVICE_SIZES,
  imageSizes: IMAGE_SIZES,
  qualities: IMAGE_QUALITIES,
  localPatterns: undefined,
  output: undefined,
  // As useImageConfig (next/dist/client/use-image-config) derives it.
  allSizes: [...IMAGE_DEVICE_SIZES, ...IMAGE_SIZES].sort((a, b) => a - b),
};
const next = (props: {
  src: string;
  sizes?: string;
  width?: number;
  height?: number;
  quality?: number;
}) => {
  const { props: img } = getImgProps(
    { alt: "", fill: props.width === undefined, ...props },
    { defaultLoader, imgConf, showAltText: false, blurComplete: false },
  );
  return { src: img.src, srcSet: img.srcSet };
};

const photo = "/media/demo/car-0-0.jpg";

describe("fillImageSources", () => {
  it.each([
    "100vw",
    "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw",
    "(min-width: 1024px) 33vw, 100vw",
    "(min-width: 640px) 224px, 100vw",
    "224px",
  ])("writes what next/image writes for sizes %s", (sizes) => {
    expect(fillImageSources(photo, { sizes })).toEqual(next({ src: photo, sizes }));
  });

  it("asks for the closest configured quality, as the optimiser would answer", () => {
    expect(fillImageSources(photo, { sizes: "100vw", quality: 62 })).toEqual(
      next({ src: photo, sizes: "100vw", quality: 62 }),
    );
    expect(optimisedUrl(photo, 640, 62)).toBe(
      "/_next/image?url=%2Fmedia%2Fdemo%2Fcar-0-0.jpg&w=640&q=60",
    );
  });

  it("leaves out renditions wider than the cap and falls back to the widest kept", () => {
    const { src, srcSet } = fillImageSources(photo, {
      sizes: "(min-width: 640px) 50vw, 100vw",
      maxWidth: 1080,
    });
    expect(srcSet?.split(", ").map((entry) => entry.split(" ")[1])).toEqual([
      "384w",
      "640w",
      "750w",
      "828w",
      "1080w",
    ]);
    expect(src).toBe(optimisedUrl(photo, 1080));
  });

  it("keeps the narrowest rendition when every one is wider than the cap", () => {
    expect(fillImageSources(photo, { sizes: "100vw", maxWidth: 300 }).srcSet).toBe(
      `${optimisedUrl(photo, 640)} 640w`,
    );
  });

  it("serves an SVG as it is", () => {
    expect(fillImageSources("/media/logo.svg", { sizes: "100vw" })).toEqual({
      src: "/media/logo.svg",
      srcSet: undefined,
    });
  });
});

describe("fixedImageSources", () => {
  it.each([180, 1280, 4000])("writes what next/image writes for a %i px wide picture", (width) => {
    expect(fixedImageSources(photo, { width })).toEqual(next({ src: photo, width, height: 60 }));
  });

  it("offers a 1x and a 2x rendition", () => {
    expect(fixedImageSources("/media/demo/logo.png", { width: 180 }).srcSet).toBe(
      `${optimisedUrl("/media/demo/logo.png", 256)} 1x, ${optimisedUrl("/media/demo/logo.png", 384)} 2x`,
    );
  });
});
