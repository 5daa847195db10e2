import { describe, expect, it } from "vitest";
import { parseLeadInboxQuery, type LeadInboxField } from "./lead-inbox-query.ts";

const parse = (values: Partial<Record<LeadInboxField, string>>) =>
  parseLeadInboxQuery((name) => values[name] ?? null);

describe("parseLeadInboxQuery", () => {
  it("filters nothing when the form is empty", () => {
    const result = parse({ status: "", q: "  ", site: "" });
    expect(result).toMatchObject({
      ok: true,
      query: { status: null, search: null, websiteId: null, assignee: null, until: null },
    });
  });

  it("reads every filter", () => {
    const result = parse({
      status: "contacted",
      category: "Finance",
      site: "4",
      location: "9",
      since: "2026-03-01",
      until: "2026-03-02",
      assignee: "00000000-0000-4000-8000-00000000000A",
      q: " Smith ",
    });
    expect(result).toEqual({
      ok: true,
      query: expect.objectContaining({
        status: "contacted",
        category: "Finance",
        websiteId: 4,
        locationId: 9,
        since: new Date("2026-03-01T00:00:00Z"),
        // The whole end day is included.
        until: new Date("2026-03-03T00:00:00Z"),
        assignee: { staffUserId: "00000000-0000-4000-8000-00000000000a" },
        search: "Smith",
      }),
    });
  });

  it("reads 'none' as the unassigned leads", () => {
    expect(parse({ assignee: "none" })).toMatchObject({
      ok: true,
      query: { assignee: "unassigned" },
    });
  });

  it("reads the replied filter: ticked or left", () => {
    expect(parse({ replied: "1" })).toMatchObject({ ok: true, query: { isRepliedOnly: true } });
    expect(parse({})).toMatchObject({ ok: true, query: { isRepliedOnly: false } });
    expect(parse({ replied: "yes" })).toEqual({
      ok: false,
      errors: { replied: "Tick replied or leave it." },
    });
  });

  it("names each bad value", () => {
    const result = parse({
      status: "open",
      site: "north",
      until: "2026-02-31",
      assignee: "bob",
      q: "x".repeat(101),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["assignee", "q", "site", "status", "until"]);
  });

  it("refuses an end date before the start date", () => {
    expect(parse({ since: "2026-03-05", until: "2026-03-01" })).toEqual({
      ok: false,
      errors: { until: "The end date must not be before the start date." },
    });
  });
});
