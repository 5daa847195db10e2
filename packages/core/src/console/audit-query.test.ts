import { describe, expect, it } from "vitest";
import { auditChanges, parseAuditQuery } from "./audit-query.ts";

describe("parseAuditQuery", () => {
  it("keeps what is valid and leaves the rest out", () => {
    expect(
      parseAuditQuery({
        who: "  anna@ ",
        site: "3",
        kind: "lead.assigned",
        from: "2026-03-01",
        to: "2026-02-31x",
      }),
    ).toEqual({
      who: "anna@",
      websiteId: 3,
      action: "lead.assigned",
      from: "2026-03-01",
      to: null,
    });
    expect(parseAuditQuery({ site: "-1", kind: "drop table", who: ["", "x"] })).toEqual({
      who: null,
      websiteId: null,
      action: null,
      from: null,
      to: null,
    });
  });

  it("leaves out a site past the largest row id (the database's integer would overflow)", () => {
    expect(parseAuditQuery({ site: "2147483648" }).websiteId).toBeNull();
    expect(parseAuditQuery({ site: "2147483647" }).websiteId).toBe(2_147_483_647);
  });
});

describe("auditChanges", () => {
  it("names each changed field with its value before and after", () => {
    expect(
      auditChanges({ status: "new", note: null }, { status: "contacted", note: "Called" }),
    ).toEqual([
      { field: "status", before: "new", after: "contacted" },
      { field: "note", before: "(none)", after: "Called" },
    ]);
  });

  it("leaves out what did not change and words field names", () => {
    expect(auditChanges({ isFeatured: false, same: 1 }, { isFeatured: true, same: 1 })).toEqual([
      { field: "is featured", before: "no", after: "yes" },
    ]);
  });

  it("shows no ids (the entry's sentence names them) and no stored JSON", () => {
    expect(
      auditChanges(
        { assignedStaffUserId: null, sold_car_id: 3, branding: { colours: { primary: "#111" } } },
        {
          assignedStaffUserId: "u1",
          sold_car_id: 4,
          branding: { colours: { primary: "#222" } },
          domains: ["a.example", "b.example"],
          menu: [{ label: "Used" }],
        },
      ),
    ).toEqual([
      { field: "branding colours primary", before: "#111", after: "#222" },
      { field: "domains", before: "(none)", after: "a.example, b.example" },
      { field: "menu", before: "(none)", after: "1 item" },
    ]);
  });

  it("reads a created or removed subject", () => {
    expect(auditChanges(null, { email: "a@b.c", isAdmin: true })).toEqual([
      { field: "email", before: "(none)", after: "a@b.c" },
      { field: "is admin", before: "(none)", after: "yes" },
    ]);
  });

  it("shows a stored time in the site's zone, not as JSON writes it", () => {
    expect(
      auditChanges(
        { status: "pending", expiresAt: null },
        { status: "pending", expiresAt: "2026-11-29T13:54:49.700Z" },
        "Australia/Melbourne",
      ),
    ).toEqual([{ field: "expires at", before: "(none)", after: "30 Nov 2026, 00:54 AEDT" }]);
    // Text that only looks like a date stays as it is.
    expect(auditChanges({ note: "" }, { note: "2026-11-29" }, "Australia/Melbourne")).toEqual([
      { field: "note", before: "(none)", after: "2026-11-29" },
    ]);
  });
});
