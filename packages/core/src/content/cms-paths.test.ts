import { describe, expect, it } from "vitest";
import { cmsLookupPaths, cmsPageHref, resolveCmsRequest } from "./cms-paths.ts";

const plain = { usePagesPath: false };
const pagesPath = { usePagesPath: true };

describe("cmsPageHref (spec §2 /pages prefix rule)", () => {
  it.each(["about-us", "privacy-policy", "terms-and-conditions"])(
    "%s loses /pages unless the site uses a pages path",
    (slug) => {
      expect(cmsPageHref(slug, plain)).toBe(`/${slug}`);
      expect(cmsPageHref(`pages/${slug}`, plain)).toBe(`/${slug}`);
      expect(cmsPageHref(slug, pagesPath)).toBe(`/pages/${slug}`);
    },
  );

  it("keeps other pages where they are stored", () => {
    expect(cmsPageHref("warranty", plain)).toBe("/warranty");
    expect(cmsPageHref("warranty", pagesPath)).toBe("/warranty");
    expect(cmsPageHref("pages/book-a-service", plain)).toBe("/pages/book-a-service");
  });
});

describe("resolveCmsRequest", () => {
  it("renders the canonical form", () => {
    expect(resolveCmsRequest({ slug: "about-us", isPrefixed: false }, "about-us", plain)).toEqual({
      kind: "render",
    });
    expect(
      resolveCmsRequest({ slug: "about-us", isPrefixed: true }, "about-us", pagesPath),
    ).toEqual({ kind: "render" });
  });

  it("redirects the other form to the canonical one", () => {
    expect(resolveCmsRequest({ slug: "about-us", isPrefixed: true }, "about-us", plain)).toEqual({
      kind: "redirect",
      to: "/about-us",
    });
    expect(
      resolveCmsRequest({ slug: "privacy-policy", isPrefixed: false }, "privacy-policy", pagesPath),
    ).toEqual({
      kind: "redirect",
      to: "/pages/privacy-policy",
    });
    expect(
      resolveCmsRequest({ slug: "warranty", isPrefixed: true }, "warranty", pagesPath),
    ).toEqual({
      kind: "redirect",
      to: "/warranty",
    });
  });

  it("404s unknown pages", () => {
    expect(resolveCmsRequest({ slug: "nope", isPrefixed: false }, null, plain)).toEqual({
      kind: "not-found",
    });
  });

  it("looks up the requested form first", () => {
    expect(cmsLookupPaths("about-us", true)).toEqual(["pages/about-us", "about-us"]);
    expect(cmsLookupPaths("about-us", false)).toEqual(["about-us", "pages/about-us"]);
  });
});
