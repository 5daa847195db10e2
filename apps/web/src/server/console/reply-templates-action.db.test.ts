import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { REFUSAL_MESSAGES } from "@forecourt/core/console/refusal-messages";
import { replyTemplatesFormValues } from "@forecourt/core/console/reply-templates-form";
import { DEFAULT_REPLY_TEMPLATES } from "@forecourt/core/leads/lead-conversation";
import type { DatabaseHandle } from "@forecourt/db/client";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { staffAuditLog, websites } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTwoSiteStaff, type TwoSiteStaff } from "@forecourt/db/testing/staff-members";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { useRouteTestDatabase } from "../../testing/route-harness.ts";
import { signedIn } from "../../testing/signed-in-staff.ts";
import { replyTemplatesOf } from "../leads/lead-conversation.ts";
import { IDLE, type FormState } from "./form-state.ts";
import { replyTemplatesPageOf } from "./queries/site-settings.ts";
import { replyTemplatesAction } from "./reply-templates-action.ts";

// The reply templates form's action on the database, with the user the test signs in.
vi.mock("@/server/console/console-session", () => import("../../testing/signed-in-staff.ts"));
vi.mock("next/cache", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  revalidatePath: vi.fn(),
  revalidateTag: vi.fn(),
}));

let handle: DatabaseHandle;
let north: LeadTestSite;
let south: LeadTestSite;
let staff: TwoSiteStaff;

beforeAll(async () => {
  handle = await createTestDatabase();
  useRouteTestDatabase(handle);
  north = await createLeadTestSite(handle.db, { slug: "templates-north" });
  south = await createLeadTestSite(handle.db, { slug: "templates-south" });
  staff = await createTwoSiteStaff(handle.db, north, south);
});

afterAll(async () => {
  signedIn.staff = null;
  await handle?.close();
});

/** Posts the form as `actor`, the site's list as `values` plus `extra`. */
function post(actor: StaffMember, websiteId: number, values: Record<string, string>) {
  signedIn.staff = actor;
  const form = new FormData();
  form.set("websiteId", String(websiteId));
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return replyTemplatesAction(IDLE, form);
}

const storedTemplates = async (id: number) =>
  (
    (await handle.db.select().from(websites).where(eq(websites.id, id)))[0]?.settings as {
      leads?: { replyTemplates?: unknown };
    }
  ).leads?.replyTemplates;
const templateAudits = async (id: number) =>
  (await handle.db.select().from(staffAuditLog).where(eq(staffAuditLog.websiteId, id))).filter(
    (entry) => entry.action === "site.settings-changed",
  );
const edited = {
  ...DEFAULT_REPLY_TEMPLATES[2]!,
  body: "Hi {{firstName}}, still keen on the {{car}}?",
};

describe("the reply templates form", () => {
  it("shows a site with none of its own the standard templates, and its first save keeps them as its own", async () => {
    const page = await replyTemplatesPageOf(staff.northAdmin, String(north.id));
    expect(page).toMatchObject({ isOwn: false, templates: DEFAULT_REPLY_TEMPLATES });
    const values = {
      ...replyTemplatesFormValues(page!.templates),
      "templates.2.body": edited.body,
      "templates.3.name": "",
      "templates.3.subject": "",
      "templates.3.body": "",
      intent: "save",
    };
    const state = await post(staff.northAdmin, north.id, values);
    expect(state).toEqual<FormState>({
      status: "done",
      message: "Saved: salespeople see these templates on their next lead.",
    });
    expect(await storedTemplates(north.id)).toEqual([
      DEFAULT_REPLY_TEMPLATES[0],
      DEFAULT_REPLY_TEMPLATES[1],
      edited,
    ]);
    // The lead page offers what was saved, and the change is in the audit log.
    expect(replyTemplatesOf(await getSiteById(handle.db, north.id))[2]).toEqual(edited);
    const [audit] = await templateAudits(north.id);
    expect(audit?.actorEmail).toBe("admin@north.test");
    expect((audit?.before as { leads: object }).leads).not.toHaveProperty("replyTemplates");
    expect(
      (audit?.after as { leads: { replyTemplates: unknown[] } }).leads.replyTemplates,
    ).toHaveLength(3);
    expect((await replyTemplatesPageOf(staff.northAdmin, String(north.id)))?.isOwn).toBe(true);
  });

  it("moves, adds and removes, saving the list as shown", async () => {
    const current = replyTemplatesFormValues(DEFAULT_REPLY_TEMPLATES.slice(0, 2).concat(edited));
    await post(staff.operator, north.id, { ...current, intent: "up:2" });
    expect(((await storedTemplates(north.id)) as { name: string }[]).map((t) => t.name)).toEqual([
      "Thanks for your enquiry",
      "Following up",
      "Book a test drive",
    ]);
    await post(staff.northAdmin, north.id, {
      ...current,
      "templates.3.name": "Finance",
      "templates.3.subject": "Finance for the {{car}}",
      "templates.3.body": "Hi {{name}}, here are the figures.",
      intent: "remove:0",
    });
    expect(((await storedTemplates(north.id)) as { name: string }[]).map((t) => t.name)).toEqual([
      "Book a test drive",
      "Following up",
      "Finance",
    ]);
  });

  it("refuses an unknown merge field and a half-filled template beside their fields, storing nothing", async () => {
    const before = await storedTemplates(north.id);
    const audits = (await templateAudits(north.id)).length;
    const state = await post(staff.northAdmin, north.id, {
      ...replyTemplatesFormValues(DEFAULT_REPLY_TEMPLATES),
      "templates.1.subject": "Test drive of the {{model}}",
      "templates.3.name": "Half",
      intent: "save",
    });
    expect(state.status).toBe("error");
    expect(state.fieldErrors).toEqual({
      "templates.1.subject":
        "{{model}} is not a merge field: use {{firstName}}, {{name}}, {{car}}, {{salesperson}} or {{siteName}}.",
      "templates.3.subject": "Enter a subject.",
      "templates.3.body": "Enter a message.",
    });
    // The form shows again what was typed.
    expect(state.values?.["templates.1.subject"]).toBe("Test drive of the {{model}}");
    expect(await storedTemplates(north.id)).toEqual(before);
    expect(await templateAudits(north.id)).toHaveLength(audits);
  });

  it("is not for sales or another dealer's admin: refused as a site that is not theirs", async () => {
    const values = { ...replyTemplatesFormValues(DEFAULT_REPLY_TEMPLATES), intent: "save" };
    for (const actor of [staff.northSales, staff.southAdmin]) {
      const state = await post(actor, north.id, values);
      expect(state).toEqual({ status: "error", message: REFUSAL_MESSAGES["other-dealer"] });
      expect(await replyTemplatesPageOf(actor, String(north.id))).toBeNull();
    }
    expect(await post(staff.northAdmin, north.id, { ...values, websiteId: "x" })).toMatchObject({
      status: "error",
    });
    expect(await storedTemplates(south.id)).toBeUndefined();
  });
});
