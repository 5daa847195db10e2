import { describe, expect, it } from "vitest";
import { pathSettingsSchema } from "../domain/path-settings.ts";
import { removedAddressAt, removedAddressesOf } from "./removed-address-route.ts";

const removed = removedAddressesOf([
  { kind: "blog-post", slug: "old-news", toPath: null },
  { kind: "blog-post", slug: "moved-news", toPath: "/blog" },
  { kind: "page", slug: "warranty", toPath: null },
  { kind: "offer", slug: "old-news", toPath: null },
]);
const routes = { paths: pathSettingsSchema.parse({ blog: "/news" }) };

describe("removedAddressAt", () => {
  it("answers gone or moved for a deleted post under the site's blog path", () => {
    expect(removedAddressAt("/news/old-news", routes, removed)).toEqual({ kind: "gone" });
    expect(removedAddressAt("/news/moved-news", routes, removed)).toEqual({
      kind: "moved",
      path: "/blog",
    });
    // Not the blog path of this site, nor the blog's list, nor a live post.
    expect(removedAddressAt("/blog/old-news", routes, removed)).toBeNull();
    expect(removedAddressAt("/news", routes, removed)).toBeNull();
    expect(removedAddressAt("/news/live-post", routes, removed)).toBeNull();
  });

  it("answers for a deleted page with or without /pages", () => {
    expect(removedAddressAt("/warranty", routes, removed)).toEqual({ kind: "gone" });
    expect(removedAddressAt("/pages/warranty", routes, removed)).toEqual({ kind: "gone" });
    expect(removedAddressAt("/about-us", routes, removed)).toBeNull();
  });

  it("reads nothing when the site has no removed address", () => {
    expect(removedAddressAt("/news/old-news", routes, removedAddressesOf([]))).toBeNull();
  });
});
