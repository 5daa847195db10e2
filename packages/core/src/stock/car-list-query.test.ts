import { describe, expect, it } from "vitest";
import {
  CAR_LIST_DEFAULT_LIMIT,
  decodeCarListCursor,
  encodeCarListCursor,
  parseCarListQuery,
} from "./car-list-query.ts";

const query = (text: string) => parseCarListQuery(new URLSearchParams(text));

describe("car list cursor", () => {
  it("keeps the change time to the microsecond and the id", () => {
    const cursor = { updatedAt: "2026-05-01T10:00:00.123456Z", id: 42 };
    const text = encodeCarListCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCarListCursor(text)).toEqual(cursor);
  });

  it("refuses anything it did not make", () => {
    const encode = (raw: string) => btoa(raw).replace(/=+$/, "");
    for (const text of [
      "",
      "zzz",
      "a+b",
      encode("2026-05-01T10:00:00Z|42"),
      encode("2026-05-01T10:00:00.123456Z|0"),
      encode("2026-05-01T10:00:00.123456Z|42|x"),
      encode("2026-13-45T10:00:00.123456Z|42"),
      "x".repeat(201),
    ]) {
      expect([text, decodeCarListCursor(text)]).toEqual([text, null]);
    }
  });
});

describe("parseCarListQuery", () => {
  it("defaults to the first page of 50", () => {
    expect(query("")).toEqual({
      ok: true,
      query: { cursor: null, limit: CAR_LIST_DEFAULT_LIMIT, updatedSince: null },
    });
  });

  it("reads a limit, a cursor and a time", () => {
    const cursor = encodeCarListCursor({ updatedAt: "2026-05-01T10:00:00.000001Z", id: 7 });
    expect(query(`limit=200&cursor=${cursor}&updated_since=2026-05-01T00:00:00%2B10:00`)).toEqual({
      ok: true,
      query: {
        cursor: { updatedAt: "2026-05-01T10:00:00.000001Z", id: 7 },
        limit: 200,
        updatedSince: new Date("2026-04-30T14:00:00Z"),
      },
    });
  });

  it.each([
    ["limit=0", "limit", "limit must be a whole number from 1 to 200."],
    ["limit=201", "limit", "limit must be a whole number from 1 to 200."],
    ["limit=1.5", "limit", "limit must be a whole number from 1 to 200."],
    ["cursor=zzz", "cursor", "cursor must be the next_cursor of a page before, as given."],
    [
      "updated_since=2026-05-01",
      "updated_since",
      "updated_since must be an ISO 8601 date and time with a time zone.",
    ],
    [
      "page=2",
      "page",
      "Unknown parameter page; the car list takes cursor, limit and updated_since.",
    ],
    ["limit=1&limit=2", "limit", "limit is given twice."],
  ])("%s is refused on %s", (text, field, message) => {
    const parsed = query(text);
    expect(parsed.ok ? null : parsed.errors).toEqual({ [field]: message });
  });
});
