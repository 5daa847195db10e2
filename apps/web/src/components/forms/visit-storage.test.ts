import { describe, expect, it } from "vitest";
import {
  VISIT_HISTORY_KEY,
  readVisitHistory,
  rememberVisitedPage,
  visitContext,
} from "./visit-storage.ts";

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

const DAY = 24 * 60 * 60 * 1000;

describe("visit storage", () => {
  it("keeps pages and the first page's query for leads", () => {
    const storage = memoryStorage();
    rememberVisitedPage(storage, "https://s.test/?utm_source=ad&gclid=1", 1_000);
    rememberVisitedPage(storage, "https://s.test/cars/x", 2_000);
    expect(visitContext(storage, 3_000)).toEqual({
      visitedPages: ["https://s.test/?utm_source=ad&gclid=1", "https://s.test/cars/x"],
      linkedQueryParams: { utm_source: "ad", gclid: "1" },
    });
  });

  it("starts over after 30 days and on a new campaign", () => {
    const storage = memoryStorage();
    rememberVisitedPage(storage, "https://s.test/?utm_source=a", 0);
    expect(visitContext(storage, 31 * DAY).linkedQueryParams).toEqual({});
    rememberVisitedPage(storage, "https://s.test/?utm_source=b", DAY);
    expect(visitContext(storage, DAY).visitedPages).toEqual(["https://s.test/?utm_source=b"]);
  });

  it("survives junk and missing storage", () => {
    const storage = memoryStorage({ [VISIT_HISTORY_KEY]: "{not json" });
    expect(readVisitHistory(storage)).toEqual({ pages: [], firstPageQuery: null });
    expect(visitContext(undefined, 0)).toEqual({ visitedPages: [], linkedQueryParams: {} });
    expect(() => rememberVisitedPage(undefined, "/", 0)).not.toThrow();
  });
});
