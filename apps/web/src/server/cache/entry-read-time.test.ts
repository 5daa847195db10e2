import { afterEach, describe, expect, it } from "vitest";
import {
  datedByRead,
  readTimeOf,
  REVALIDATED_TAGS_KEY,
  stampReadTime,
  unstampReadTime,
} from "../../../cache/entry-read-time.mjs";
import { createTagWrites, type TagWrites } from "./tag-writes.ts";

const holder = globalThis as typeof globalThis & { __forecourtTagWrites?: TagWrites };
const saved = holder.__forecourtTagWrites;
afterEach(() => {
  holder.__forecourtTagWrites = saved;
});

const page = { kind: "APP_PAGE", html: "<p>ute</p>", status: 200 };
/** A query's entry as Next's unstable_cache stores it: the JSON of what the query gave. */
const query = (text: string) => ({
  kind: "FETCH",
  data: { headers: {}, body: JSON.stringify(text), status: 200, url: "" },
  revalidate: 3600,
});
const pageTags = ["_N_T_/sites/demo/cars/ute", "site:9:cars"];

describe("a query's read time in its cached text", () => {
  it("goes in front and comes off whole", () => {
    const text = JSON.stringify({ price: 21990, note: "12:30 pickup" });
    const stamped = stampReadTime(1_764_000_000_123, text);
    expect(stamped).toBe(`1764000000123:${text}`);
    expect(unstampReadTime(stamped)).toBe(text);
  });

  it("leaves a text without a stamp as it is", () => {
    expect(unstampReadTime('{"a":1}')).toBe('{"a":1}');
    expect(unstampReadTime("42")).toBe("42");
    expect(unstampReadTime('"12:30"')).toBe('"12:30"');
  });
});

describe("when an entry's data was read", () => {
  it("is a query's stamp, and nothing for a query without one", () => {
    expect(readTimeOf(query(stampReadTime(500, "[]")), ["site:9:cars"])).toBe(500);
    expect(readTimeOf(query("[]"), ["site:9:cars"])).toBeUndefined();
  });

  it("is when a page's render began reading, asked once", () => {
    let clock = 100;
    const writes = createTagWrites({ now: () => clock });
    holder.__forecourtTagWrites = writes;
    writes.noteRenderRead(pageTags);
    clock = 140;
    expect(readTimeOf(page, pageTags)).toBe(100);
    expect(readTimeOf(page, pageTags)).toBeUndefined();
  });

  it("is nothing for a redirect, nothing stored, or before the app has read anything", () => {
    holder.__forecourtTagWrites = undefined;
    expect(readTimeOf(page, pageTags)).toBeUndefined();
    expect(readTimeOf({ kind: "REDIRECT", props: {} }, [])).toBeUndefined();
    expect(readTimeOf(null, [])).toBeUndefined();
  });
});

type Entry = { value?: unknown; tags?: readonly string[]; lastModified?: number };

function fakeRedis() {
  const calls: string[] = [];
  const stored = new Map<string, Entry>();
  const handler = {
    name: "fake",
    set: async (key: string, entry: Entry) => {
      stored.set(key, entry);
    },
    revalidateTag: async (tag: string) => {
      calls.push(`delete entries of ${tag}`);
    },
  };
  const client = {
    withAbortSignal: (signal: AbortSignal) => {
      expect(signal).toBeInstanceOf(AbortSignal);
      return {
        hSet: async (key: string, field: string, value: number) => {
          calls.push(`${key} ${field} ${typeof value}`);
          return 1;
        },
      };
    },
  };
  return { calls, stored, handler, client };
}

/** A wrapped fake handler, with a render of the page begun reading at 1,000. */
function renderBegunAt1000() {
  const clock = { now: 1_000 };
  const writes = createTagWrites({ now: () => clock.now });
  holder.__forecourtTagWrites = writes;
  const { stored, handler, client } = fakeRedis();
  const wrapped = datedByRead(handler, { client, keyPrefix: "p:", timeoutMs: 50 });
  writes.noteRenderRead(pageTags);
  /** Stores the page, and a query read at `queryReadAt`, at `clock.now`. */
  const storePageAndQuery = async (queryReadAt: number) => {
    await wrapped.set("/page", { value: page, tags: pageTags, lastModified: clock.now });
    await wrapped.set("/query", {
      value: query(stampReadTime(queryReadAt, "[]")),
      tags: ["site:9:cars"],
      lastModified: clock.now,
    });
  };
  return { clock, writes, stored, wrapped, storePageAndQuery };
}

describe("the shared cache's handler, dated by read", () => {
  it("dates a page by its render's start and a query by its stamp, a millisecond before", async () => {
    const { clock, stored, wrapped, storePageAndQuery } = renderBegunAt1000();
    clock.now = 1_200;
    await storePageAndQuery(1_050);
    await wrapped.set("/redirect", { value: { kind: "REDIRECT" }, tags: [], lastModified: 1_200 });
    expect(stored.get("/page")?.lastModified).toBe(999);
    expect(stored.get("/query")?.lastModified).toBe(1_049);
    expect(stored.get("/redirect")?.lastModified).toBe(1_200);
    expect(stored.get("/page")?.value).toBe(page);
  });

  it("does not store a page or query that a write in this process overtook", async () => {
    const { clock, writes, stored, storePageAndQuery } = renderBegunAt1000();
    clock.now = 1_010;
    writes.note(["site:9:cars"]);
    clock.now = 1_020;
    await storePageAndQuery(1_005);
    expect([...stored.keys()]).toEqual([]);
  });

  it("times a tag's expiry where the handler checks entries, before it deletes them", async () => {
    const { calls, handler, client } = fakeRedis();
    const wrapped = datedByRead(handler, { client, keyPrefix: "p:", timeoutMs: 50 });
    await wrapped.revalidateTag("site:9:cars");
    expect(calls).toEqual([
      `p:${REVALIDATED_TAGS_KEY} site:9:cars number`,
      "delete entries of site:9:cars",
    ]);
  });
});
