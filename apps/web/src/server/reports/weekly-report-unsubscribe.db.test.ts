import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WeeklyReport } from "@forecourt/core/outbox/weekly-report";
import type { DatabaseHandle } from "@forecourt/db/client";
import { createStaffUser } from "@forecourt/db/repositories/staff/create-staff-user";
import { outbox, staffUsers } from "@forecourt/db/schema";
import { createLeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as confirmRoute from "@/app/(platform)/console/unsubscribe/confirm/route";
import { callRoute, useRouteTestDatabase } from "../../testing/route-harness.ts";
import type { MailTransport } from "../worker/channels/outbox-channel.ts";
import { weeklyReportChannel } from "../worker/channels/weekly-report-channel.ts";
import { queueDueWeeklyReports } from "../worker/weekly-report-watch.ts";

let handle: DatabaseHandle;
let adminId: string;
const consoleOrigin = "http://localhost:3000";
const now = new Date("2026-11-26T09:00:00Z");

const optedOut = async () =>
  (await handle.db.select().from(staffUsers).where(eq(staffUsers.id, adminId)))[0]
    ?.weeklyReportOptOutAt ?? null;
const post = (url: string, body: string) =>
  callRoute(
    confirmRoute,
    "POST",
    new Request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    }),
  );

beforeAll(async () => {
  handle = await createTestDatabase();
  useRouteTestDatabase(handle);
  const site = await createLeadTestSite(handle.db, { slug: "weekly" });
  adminId = (
    await createStaffUser(handle.db, {
      email: "admin@weekly.test",
      grants: [{ websiteId: site.id, role: "dealer-admin", dealershipId: null, locationId: null }],
    })
  ).id;
});

afterAll(async () => {
  await handle.close();
});

describe("the weekly report's mail and unsubscribe link", () => {
  let report: WeeklyReport;

  it("is sent as text and HTML with a one-click List-Unsubscribe to the signed link", async () => {
    expect(await queueDueWeeklyReports(handle.db, { now, consoleOrigin })).toBe(1);
    const [row] = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "console.weekly-report"));
    report = row!.payload as WeeklyReport;
    expect(report.unsubscribeUrl).toMatch(
      new RegExp(`^${consoleOrigin}/console/unsubscribe\\?u=${adminId}&t=[A-Za-z0-9_-]{43}$`),
    );
    const sent: Parameters<MailTransport["sendMail"]>[0][] = [];
    const deps = {
      db: handle.db,
      mail: {
        transport: { sendMail: async (mail: (typeof sent)[number]) => void sent.push(mail) },
        from: "Forecourt <reports@forecourt.test>",
      },
      fetch,
      webhookTimeoutMs: 1_000,
      log: { info: () => {}, warn: () => {} },
    };
    const send = await weeklyReportChannel.prepare(
      {
        id: row!.id,
        websiteId: row!.websiteId,
        kind: "console.weekly-report",
        aggregateId: row!.aggregateId,
        attempts: 1,
        payload: report,
      },
      deps,
    );
    expect(await send()).toEqual({ status: "delivered" });
    expect(sent[0]).toMatchObject({
      to: "admin@weekly.test",
      headers: {
        "List-Unsubscribe": `<${report.unsubscribeUrl}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    expect(sent[0]?.text).toContain(`Stop these emails: ${report.unsubscribeUrl}`);
    expect(sent[0]?.html).toContain(`href="${report.unsubscribeUrl.replace("&", "&amp;")}"`);
  });

  it("refuses a link not signed for its user, storing nothing", async () => {
    const forged = new URL(report.unsubscribeUrl.replace("/unsubscribe?", "/unsubscribe/confirm?"));
    forged.searchParams.set("t", "A".repeat(43));
    expect((await post(forged.toString(), "List-Unsubscribe=One-Click")).status).toBe(404);
    expect(await optedOut()).toBeNull();
  });

  it("unsubscribes from the page's button (back to the page) and by one-click POST", async () => {
    const confirm = report.unsubscribeUrl.replace("/unsubscribe?", "/unsubscribe/confirm?");
    const fromPage = await post(confirm, "from=page");
    expect(fromPage.status).toBe(303);
    expect(fromPage.headers.get("location")).toMatch(/^\/console\/unsubscribe\?u=.+&done=1$/);
    const at = await optedOut();
    expect(at).toBeInstanceOf(Date);
    const oneClick = await post(confirm, "List-Unsubscribe=One-Click");
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ unsubscribed: true });
    expect(await optedOut()).toEqual(at);
    // The next week's report is not queued for them.
    const nextWeek = new Date("2026-12-01T09:00:00Z");
    expect(await queueDueWeeklyReports(handle.db, { now: nextWeek, consoleOrigin })).toBe(0);
  });
});
