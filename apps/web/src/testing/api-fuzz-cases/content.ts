import fc from "fast-check";
import {
  badJsonBodies,
  junk,
  platformJson,
  type FuzzKit,
  type BadRequest,
  type RouteCase,
} from "./kit.ts";

/** `v1/websites/[id]/pages/search_slugs/[slug]/route.ts` */
function pagesSearchSlugsBySlugRoute(kit: FuzzKit): RouteCase {
  const { siteParams, platformRouteTrouble } = kit;
  return () =>
    fc.oneof(
      fc
        .tuple(
          fc.constantFrom("fuzzed.json", "bad slug.json", "all-stock.json"),
          fc.oneof(
            fc.constantFrom(
              { title: "" },
              { title: "X", filters: { carType: ["old"] } },
              { title: "X", colour: "red" },
              { title: 5 },
              [],
              "x",
              null,
            ),
            fc.record({
              title: fc.constant("X"),
              filters: fc.dictionary(
                fc.stringMatching(/^zz[a-z]{1,5}$/),
                fc.jsonValue({ maxDepth: 1 }),
                {
                  minKeys: 1,
                  maxKeys: 2,
                },
              ),
            }),
          ),
        )
        .map(([slug, body]): BadRequest => ({
          ...platformJson("PUT", { ...siteParams(), slug }, JSON.stringify(body)),
          path: "/api/v1/slugs",
        })),
      fc
        .oneof(fc.constantFrom("all-stock.json", "nothing-here.json", "bad slug"), junk)
        .map((slug): BadRequest => ({
          ...platformJson("DELETE", { ...siteParams(), slug }, null),
          path: "/api/v1/slugs",
        })),
      ...badJsonBodies(
        "PUT",
        { ...siteParams(), slug: "x.json" },
        '{"title":"X"}',
        "/api/v1/slugs",
      ),
      ...platformRouteTrouble(
        ["PUT", "DELETE"],
        "/api/v1/slugs",
        { slug: "x.json" },
        { ...siteParams(), slug: "x" },
      ),
    );
}

/** `v1/websites/[id]/pages/[slug]/route.ts` */
function pagesBySlugRoute(kit: FuzzKit): RouteCase {
  const { contentWrite } = kit;
  return contentWrite("/api/v1/pages");
}

/** `v1/websites/[id]/offers/[slug]/route.ts` */
function offersBySlugRoute(kit: FuzzKit): RouteCase {
  const { contentWrite } = kit;
  return contentWrite("/api/v1/offers");
}

/** `v1/websites/[id]/blog_posts/[slug]/route.ts` */
function blogPostsBySlugRoute(kit: FuzzKit): RouteCase {
  const { contentWrite } = kit;
  return contentWrite("/api/v1/blog_posts");
}

/** The content route files and their bad requests. */
export function contentCases(kit: FuzzKit): Record<string, RouteCase> {
  return {
    "v1/websites/[id]/pages/search_slugs/[slug]/route.ts": pagesSearchSlugsBySlugRoute(kit),
    "v1/websites/[id]/pages/[slug]/route.ts": pagesBySlugRoute(kit),
    "v1/websites/[id]/offers/[slug]/route.ts": offersBySlugRoute(kit),
    "v1/websites/[id]/blog_posts/[slug]/route.ts": blogPostsBySlugRoute(kit),
  };
}
