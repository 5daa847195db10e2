import { describe, expect, it } from "vitest";
import {
  decodeLeadCursor,
  DEFAULT_LEAD_PAGE_SIZE,
  encodeLeadCursor,
  MAX_LEAD_PAGE_SIZE,
  parseLeadListQuery,
  type LeadListQueryField,
} from "./lead-list-query.ts";

const parse = (query: Partial<Record<LeadListQueryField, string>>) =>
  parseLeadListQuery((name) => query[name] ?? null);

const CURSOR = {
  createdAt: "2026-11-01T10:00:00.123456Z",
  id: "0b7c6f6e-8d1a-4c3b-9e2f-1a2b3c4d5e6f",
};

describe("lead cursors", () => {
  it("read back what they wrote, to the microsecond", () => {
    const text = encodeLeadCursor(CURSOR);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeLeadCursor(text)).toEqual(CURSOR);
  });

  it("keep the inbox's part (replied first) when they carry it", () => {
    for (const isReplied of [true, false]) {
      expect(decodeLeadCursor(encodeLeadCursor({ ...CURSOR, isReplied }))).toEqual({
        ...CURSOR,
        isReplied,
      });
    }
  });

  it("are null for anything else", () => {
    const forged = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, "");
    for (const text of [
      "x",
      "!!!",
      forged(["yesterday", CURSOR.id]),
      forged([CURSOR.createdAt, "1; drop table leads"]),
      forged({ createdAt: CURSOR.createdAt, id: CURSOR.id }),
      forged([CURSOR.createdAt, CURSOR.id, "yes"]),
      forged([CURSOR.createdAt, CURSOR.id, 1, 1]),
      "a".repeat(201),
    ]) {
      expect(decodeLeadCursor(text), text).toBeNull();
    }
  });
});

describe("parseLeadListQuery", () => {
  it("filters nothing and gives the default page size when nothing is asked", () => {
    expect(parse({})).toEqual({
      ok: true,
      query: {
        cursor: null,
        limit: DEFAULT_LEAD_PAGE_SIZE,
        since: null,
        status: null,
        category: null,
        dealership: null,
        locationId: null,
      },
    });
    expect(parse({ status: "", since: "" }).ok).toBe(true);
  });

  it("reads every filter", () => {
    expect(
      parse({
        cursor: encodeLeadCursor(CURSOR),
        limit: "200",
        since: "2026-11-01",
        status: "contacted",
        category: "Finance",
        dealership: "city-motors",
        location: "12",
      }),
    ).toEqual({
      ok: true,
      query: {
        cursor: CURSOR,
        limit: 200,
        since: new Date("2026-11-01T00:00:00Z"),
        status: "contacted",
        category: "Finance",
        dealership: { slug: "city-motors" },
        locationId: 12,
      },
    });
    const byId = parse({ dealership: "7", since: "2026-11-01T10:30:00+10:00" });
    expect(byId.ok && byId.query.dealership).toEqual({ id: 7 });
    expect(byId.ok && byId.query.since).toEqual(new Date("2026-11-01T00:30:00Z"));
  });

  it("names each bad value", () => {
    expect(
      parse({
        cursor: "nope",
        limit: String(MAX_LEAD_PAGE_SIZE + 1),
        since: "2026-02-31",
        status: "won",
        category: "a\u0000b",
        dealership: "city motors",
        location: "-1",
      }),
    ).toEqual({
      ok: false,
      errors: {
        cursor: "cursor must be the next_cursor of an earlier page.",
        limit: "limit must be a whole number from 1 to 200.",
        since: "since must be a date (YYYY-MM-DD) or a date and time with its zone (ISO 8601).",
        status: "status must be one of: new, contacted, appointment, sold, lost.",
        category: "category must be a form category of at most 200 characters.",
        dealership: "dealership must be a dealership's id or slug.",
        location: "location must be a location's id.",
      },
    });
  });

  it("refuses a limit of 0, a fraction and a time without its zone", () => {
    expect(parse({ limit: "0" }).ok).toBe(false);
    expect(parse({ limit: "1.5" }).ok).toBe(false);
    expect(parse({ since: "2026-11-01T10:00:00" }).ok).toBe(false);
    expect(parse({ location: "99999999999" }).ok).toBe(false);
    // Digits name a dealership by id, so 0 is no dealership rather than a slug "0".
    expect(parse({ dealership: "0" }).ok).toBe(false);
  });
});
