import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { appendAuditEntry } from "@forecourt/db/repositories/staff/append-audit-entry";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { inviteStaff } from "@forecourt/db/repositories/staff/invite-staff";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTwoSiteStaff, type TwoSiteStaff } from "@forecourt/db/testing/staff-members";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import ConsoleAudit from "@/app/(platform)/console/(staff)/audit/page";
import ConsoleUsers from "@/app/(platform)/console/(staff)/users/page";
import { useRouteTestDatabase } from "../../testing/route-harness.ts";
import { signedIn } from "../../testing/signed-in-staff.ts";

// The audit log and the pending invitations, rendered as the console serves them, over sites in
// different time zones: each time is its site's local time, its zone named.
vi.mock("@/server/console/console-session", () => import("../../testing/signed-in-staff.ts"));

let handle: DatabaseHandle;
let melbourne: LeadTestSite;
let newYork: LeadTestSite;
let staff: TwoSiteStaff;
const AT = new Date("2026-05-01T14:35:00Z");

beforeAll(async () => {
  handle = await createTestDatabase();
  useRouteTestDatabase(handle);
  melbourne = await createLeadTestSite(handle.db, {
    slug: "times-melbourne",
    settings: { timeZone: "Australia/Melbourne" },
  });
  newYork = await createLeadTestSite(handle.db, {
    slug: "times-new-york",
    settings: { timeZone: "America/New_York" },
  });
  staff = await createTwoSiteStaff(handle.db, melbourne, newYork);
  for (const [websiteId, subject] of [
    [melbourne.id, "in-melbourne"],
    [newYork.id, "in-new-york"],
    [null, "platform-wide"],
  ] as const) {
    await appendAuditEntry(handle.db, {
      actor: staff.operator,
      websiteId,
      // The row's sentence names the file, which says where the entry belongs.
      action: "media.uploaded",
      subject: "media:1",
      before: null,
      after: { fileName: `${subject}.jpg` },
      now: AT,
    });
  }
});

afterAll(async () => {
  signedIn.staff = null;
  await handle?.close();
});

/** The audit page's rows as text, for `actor` with the query string `query`. */
async function auditRows(actor: StaffMember, query: Record<string, string> = {}) {
  signedIn.staff = actor;
  const html = renderToStaticMarkup(await ConsoleAudit({ searchParams: Promise.resolve(query) }));
  return [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)]
    .map(([, row]) =>
      (row ?? "")
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((row) => /in-melbourne|in-new-york|platform-wide/.test(row));
}

describe("console times in the dealership's time zone", () => {
  it("show each audit entry at its site's local time, its zone named; a platform entry in UTC", async () => {
    const rows = await auditRows(staff.operator);
    expect(rows.find((row) => row.includes("in-melbourne"))).toContain("2 May 2026, 00:35 AEST");
    expect(rows.find((row) => row.includes("in-new-york"))).toContain("1 May 2026, 10:35 GMT-4");
    expect(rows.find((row) => row.includes("platform-wide"))).toContain("1 May 2026, 14:35 UTC");
    // A site's admin sees their own site's entries, in its zone.
    expect(await auditRows(staff.northAdmin)).toEqual([
      expect.stringContaining("2 May 2026, 00:35 AEST"),
    ]);
  });

  it("filter the audit log by each site's own days", async () => {
    const subjects = async (query: Record<string, string>) =>
      (await auditRows(staff.operator, query)).map(
        (row) => /in-[a-z-]+|platform-wide/.exec(row)?.[0],
      );
    // 2 May in Melbourne; still 1 May in New York and in UTC.
    expect(await subjects({ from: "2026-05-02", to: "2026-05-02" })).toEqual(["in-melbourne"]);
    expect((await subjects({ from: "2026-05-01", to: "2026-05-01" })).sort()).toEqual([
      "in-new-york",
      "platform-wide",
    ]);
    expect(await subjects({ to: "2026-05-01" })).not.toContain("in-melbourne");
    expect(await subjects({ from: "2026-05-02" })).toEqual(["in-melbourne"]);
  });

  it("show when a pending invitation lapses at its site's local time", async () => {
    const week = 7 * 86_400_000;
    for (const [site, email] of [
      [melbourne, "invited@melbourne.test"],
      [newYork, "invited@new-york.test"],
    ] as const) {
      const result = await inviteStaff(handle.db, {
        actor: staff.operator,
        invitation: { email, websiteId: site.id, role: "sales" },
        signInUrl: "http://localhost/console/sign-in",
        now: new Date(AT.getTime() - week),
      });
      expect(result.ok).toBe(true);
    }
    signedIn.staff = staff.operator;
    const html = renderToStaticMarkup(await ConsoleUsers());
    const row = (email: string) =>
      (new RegExp(`<tr[^>]*>(?:(?!</tr>).)*${email}(?:(?!</tr>).)*</tr>`).exec(html)?.[0] ?? "")
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ");
    expect(row("invited@melbourne.test")).toContain("2 May 2026, 00:35 AEST");
    expect(row("invited@new-york.test")).toContain("1 May 2026, 10:35 GMT-4");
  });
});
