import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { leadPayloadSchema } from "./lead.ts";
import {
  FIRST_PAGE_QUERY_MAX_AGE_MS,
  MAX_URL_LENGTH,
  MAX_VISITED_PAGES,
  campaignParams,
  emptyVisitHistory,
  historyResetReason,
  linkedQueryParams,
  parseVisitHistory,
  queryParams,
  recordVisit,
  visitedPagesForLead,
  type VisitHistory,
} from "./visit-history.ts";

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2025, 0, 1);
const visitAll = (urls: string[], start = T0, history = emptyVisitHistory()) =>
  urls.reduce((h, url, i) => recordVisit(h, url, start + i * 1000), history);

describe("constants", () => {
  it("are the §9 limits", () => {
    expect(MAX_VISITED_PAGES).toBe(50);
    expect(FIRST_PAGE_QUERY_MAX_AGE_MS).toBe(30 * DAY);
  });
});

describe("queryParams and campaignParams", () => {
  it("reads absolute and relative URLs, first value per name", () => {
    expect(queryParams("https://x.com/a?utm_source=google&b=1&b=2")).toEqual({
      utm_source: "google",
      b: "1",
    });
    expect(queryParams("/cars?gclid=abc")).toEqual({ gclid: "abc" });
    expect(queryParams("/cars")).toEqual({});
  });
  it("gives nothing for a URL it cannot read", () => {
    expect(queryParams("http://[bad")).toEqual({});
  });
  it("keeps only non-empty tracked campaign parameters", () => {
    expect(
      campaignParams({
        gclid: "g",
        fbclid: "f",
        utm_source: "s",
        utm_medium: "m",
        utm_campaign: "c",
        utm_term: "t",
        ref: "r",
      }),
    ).toEqual({ gclid: "g", fbclid: "f", utm_source: "s", utm_medium: "m", utm_campaign: "c" });
    expect(campaignParams({ utm_source: "" })).toEqual({});
  });
});

describe("recordVisit", () => {
  it("stores the first page's whole query when a history starts", () => {
    const h = recordVisit(emptyVisitHistory(), "/?utm_source=google&ref=x", T0);
    expect(h).toEqual({
      pages: [{ url: "/?utm_source=google&ref=x", visitedAt: T0 }],
      firstPageQuery: { params: { utm_source: "google", ref: "x" }, storedAt: T0 },
    });
  });
  it("keeps the first page's query on later pages", () => {
    const h = visitAll(["/?utm_source=google", "/cars?make=jayco", "/cars/x"]);
    expect(h.firstPageQuery).toEqual({ params: { utm_source: "google" }, storedAt: T0 });
    expect(visitedPagesForLead(h)).toEqual(["/?utm_source=google", "/cars?make=jayco", "/cars/x"]);
  });
  it("stores an empty query when the first page has none, so the 30 days still run", () => {
    expect(recordVisit(emptyVisitHistory(), "/", T0).firstPageQuery).toEqual({
      params: {},
      storedAt: T0,
    });
  });
  it("keeps the 50 most recent pages", () => {
    const urls = Array.from({ length: 51 }, (_, i) => `/p${i}`);
    expect(visitedPagesForLead(visitAll(urls.slice(0, 50)))).toHaveLength(50);
    const h = visitAll(urls);
    expect(h.pages).toHaveLength(50);
    expect(h.pages[0]!.url).toBe("/p1");
    expect(h.pages.at(-1)!.url).toBe("/p50");
  });
  it("takes the page limit as a parameter", () => {
    const h = visitAll(["/a", "/b", "/c"]);
    expect(recordVisit(h, "/d", T0 + 5000, { maxPages: 2 }).pages.map((p) => p.url)).toEqual([
      "/c",
      "/d",
    ]);
    expect(recordVisit(h, "/d", T0, { maxPages: 0 }).pages).toEqual([]);
  });
  it("does not change the history it is given", () => {
    const h = visitAll(["/a"]);
    const copy = structuredClone(h);
    recordVisit(h, "/b?gclid=new", T0 + 1);
    expect(h).toEqual(copy);
  });
  it("cuts very long URLs so the lead schema still accepts them", () => {
    const long = `/search?q=${"x".repeat(5000)}`;
    const h = recordVisit(emptyVisitHistory(), long, T0);
    expect(h.pages[0]!.url).toHaveLength(MAX_URL_LENGTH);
    const lead = {
      category: "General",
      visited_pages: visitedPagesForLead(h),
      linked_query_params: linkedQueryParams(h, T0),
    };
    expect(leadPayloadSchema.safeParse({ lead }).success).toBe(true);
  });
});

describe("resets", () => {
  const started = visitAll(["/?utm_source=google&utm_campaign=spring", "/cars"]);

  it("start over when a different campaign query appears", () => {
    const url = "/?utm_source=facebook";
    expect(historyResetReason(started, url, T0 + DAY)).toBe("new-campaign");
    const h = recordVisit(started, url, T0 + DAY);
    expect(h).toEqual({
      pages: [{ url, visitedAt: T0 + DAY }],
      firstPageQuery: { params: { utm_source: "facebook" }, storedAt: T0 + DAY },
    });
  });
  it("treats any changed or added tracked parameter as a new campaign", () => {
    expect(historyResetReason(started, "/?utm_source=google", T0)).toBe("new-campaign");
    expect(historyResetReason(started, "/?utm_source=google&utm_campaign=spring&gclid=1", T0)).toBe(
      "new-campaign",
    );
  });
  it("keep going when the same campaign URL is opened again, or a page has no campaign", () => {
    expect(
      historyResetReason(started, "/?utm_campaign=spring&utm_source=google&x=1", T0),
    ).toBeNull();
    expect(historyResetReason(started, "/finance?ref=menu", T0)).toBeNull();
    expect(recordVisit(started, "/?utm_source=google&utm_campaign=spring", T0).pages).toHaveLength(
      3,
    );
  });
  it("start over when a campaign arrives after a first page without one", () => {
    const plain = visitAll(["/", "/cars"]);
    expect(historyResetReason(plain, "/?gclid=abc", T0)).toBe("new-campaign");
  });
  it("are not needed for an empty history", () => {
    expect(historyResetReason(emptyVisitHistory(), "/?gclid=abc", T0)).toBeNull();
  });
  it("start over when the first-page query is older than 30 days, not at exactly 30", () => {
    expect(historyResetReason(started, "/cars", T0 + 30 * DAY)).toBeNull();
    expect(historyResetReason(started, "/cars", T0 + 30 * DAY + 1)).toBe("expired");
    const h = recordVisit(started, "/cars?utm_source=google&utm_campaign=spring", T0 + 31 * DAY);
    expect(h.pages).toHaveLength(1);
    expect(h.firstPageQuery!.storedAt).toBe(T0 + 31 * DAY);
  });
  it("take the age limit as a parameter", () => {
    expect(historyResetReason(started, "/cars", T0 + 2 * DAY, { maxAgeMs: DAY })).toBe("expired");
  });
  it("start over when the pages exist but the stored query was lost", () => {
    const odd: VisitHistory = { pages: [{ url: "/", visitedAt: T0 }], firstPageQuery: null };
    expect(historyResetReason(odd, "/cars", T0)).toBeNull();
    expect(recordVisit(odd, "/cars", T0).firstPageQuery).toEqual({ params: {}, storedAt: T0 });
  });
});

describe("linkedQueryParams", () => {
  const h = visitAll(["/?utm_source=google&ref=x"]);
  it("gives the stored first-page query while fresh", () => {
    expect(linkedQueryParams(h, T0 + 30 * DAY)).toEqual({ utm_source: "google", ref: "x" });
  });
  it("gives nothing once expired or when nothing is stored", () => {
    expect(linkedQueryParams(h, T0 + 30 * DAY + 1)).toEqual({});
    expect(linkedQueryParams(h, T0 + 2 * DAY, { maxAgeMs: DAY })).toEqual({});
    expect(linkedQueryParams(emptyVisitHistory(), T0)).toEqual({});
  });
  it("returns a copy", () => {
    linkedQueryParams(h, T0).ref = "changed";
    expect(h.firstPageQuery!.params.ref).toBe("x");
  });
});

describe("parseVisitHistory", () => {
  it("keeps a well-formed stored history", () => {
    const h = visitAll(["/?gclid=1", "/a"]);
    expect(parseVisitHistory(JSON.parse(JSON.stringify(h)))).toEqual(h);
  });
  it("starts fresh from anything malformed", () => {
    for (const stored of [
      null,
      undefined,
      "x",
      1,
      [],
      {},
      { pages: "x", firstPageQuery: null },
      { pages: [{ url: "/a", visitedAt: "1" }], firstPageQuery: null },
      { pages: [{ url: "/a", visitedAt: Infinity }], firstPageQuery: null },
      { pages: [], firstPageQuery: { params: { gclid: 1 }, storedAt: 1 } },
      { pages: [], firstPageQuery: { params: {}, storedAt: null } },
      { pages: [] },
    ]) {
      expect(parseVisitHistory(stored)).toEqual(emptyVisitHistory());
    }
  });
  it("never throws and always yields a usable history", () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (stored, url) => {
        const h = recordVisit(parseVisitHistory(stored), url, T0);
        expect(h.pages.length).toBeGreaterThan(0);
        expect(h.pages.length).toBeLessThanOrEqual(MAX_VISITED_PAGES);
      }),
    );
  });
});
