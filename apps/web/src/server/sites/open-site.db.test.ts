import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteWizard } from "@forecourt/core/console/site-wizard-form";
import type { DatabaseHandle } from "@forecourt/db/client";
import { websiteOfApiKey } from "@forecourt/db/repositories/api-keys/api-keys";
import { listLocations } from "@forecourt/db/repositories/locations/list-locations";
import { applySiteDocument } from "@forecourt/db/repositories/sites/apply-site-document";
import { getSiteByKey } from "@forecourt/db/repositories/sites/get-site";
import { createStaffUser } from "@forecourt/db/repositories/staff/create-staff-user";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { searchDealerships } from "@forecourt/db/repositories/dealerships/search-dealerships";
import {
  dealerships,
  media,
  staffAuditLog,
  staffInvitations,
  websites,
} from "@forecourt/db/schema";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { env } from "../env.ts";
import { checkSiteWizardStep, openSite } from "./open-site.ts";

let handle: DatabaseHandle;
let operator: StaffMember;
let dealerAdmin: StaffMember;
const now = new Date("2026-03-01T10:00:00Z");
const signInUrl = "http://localhost/console/sign-in";

/** The wizard's form as an operator fills it in. */
const form: Record<string, string> = {
  slug: "wizard-motors",
  name: "Wizard Motors",
  "settings.template": "cars",
  "settings.locale": "en-NZ",
  "settings.timeZone": "Pacific/Auckland",
  "settings.currency": "NZD",
  "settings.dealershipGroup": "Wizard Group",
  "settings.branding.colours.primary": "#0f766e",
  "settings.branding.colours.primaryForeground": "#ffffff",
  domains: "www.WizardMotors.example\nwizardmotors.example",
  "dealerships.0.slug": "wizard",
  "dealerships.0.name": "Wizard Motors",
  "dealerships.0.lead_email": "leads@wizardmotors.example",
  "dealerships.0.adf_email": "adf@crm.example",
  "dealerships.0.webhook_url": "https://crm.example/leads",
  "locations.0.slug": "auckland",
  "locations.0.name": "Wizard Auckland",
  "locations.0.phone": "09 300 0000",
  "locations.0.address.city": "Auckland",
  "locations.0.opening_hours.monday.open": "08:30",
  "locations.0.opening_hours.monday.close": "17:30",
  "users.0.email": "owner@wizardmotors.example",
  "users.0.role": "dealer-admin",
  "users.1.email": "sales@wizardmotors.example",
  "users.1.role": "sales",
  apiKeyName: "Stock feed",
};

beforeAll(async () => {
  handle = await createTestDatabase();
  operator = await createStaffUser(handle.db, {
    email: "op@wizard.test",
    isPlatformOperator: true,
  });
  dealerAdmin = await createStaffUser(handle.db, { email: "admin@wizard.test" });
});

afterAll(async () => {
  await handle?.close();
});

describe("the new-site wizard", () => {
  it("checks a step with the site file's parser, each message at its field", async () => {
    const errors = await checkSiteWizardStep(handle.db, {
      actor: operator,
      values: { ...form, slug: "Not A Slug", "settings.timeZone": "Mars/Olympus" },
      step: "site",
    });
    expect(Object.keys(errors).sort()).toEqual(["settings.timeZone", "slug"]);
    expect(errors["settings.timeZone"]).toMatch(/time zone/);
    // A later step's mistakes are not this step's.
    const site = await checkSiteWizardStep(handle.db, {
      actor: operator,
      values: { ...form, "dealerships.0.lead_email": "not-an-email" },
      step: "site",
    });
    expect(site).toEqual({});
    const hours = await checkSiteWizardStep(handle.db, {
      actor: operator,
      values: { ...form, "locations.0.opening_hours.monday.close": "07:00" },
      step: "locations",
    });
    expect(hours).toEqual({
      "locations.0.opening_hours.monday.open": "The closing time must be after the opening time.",
    });
  });

  it("opens the site a site file would make, with its users, key and feed token", async () => {
    const opened = await openSite(handle.db, { actor: operator, values: form, signInUrl, now });
    if (!opened.ok) throw new Error(JSON.stringify(opened.errors));
    expect(opened.applied.status).toBe("created");
    const site = await getSiteByKey(handle.db, "www.wizardmotors.example");
    expect(site).toMatchObject({ slug: "wizard-motors", name: "Wizard Motors" });
    expect(site?.domains).toEqual(["www.wizardmotors.example", "wizardmotors.example"]);
    expect(site?.settings).toMatchObject({
      locale: "en-NZ",
      timeZone: "Pacific/Auckland",
      currency: "NZD",
      dealershipGroup: "Wizard Group",
    });
    expect(site?.settings.branding.colours).toMatchObject({
      primary: "#0f766e",
      primaryForeground: "#ffffff",
    });
    // The starter menu from the template, which the menu editor changes later.
    expect(site?.settings.navigation.header.map((link) => link.label)).toEqual([
      "Cars in stock",
      "Finance",
      "Service",
      "Sell your car",
      "Contact",
    ]);
    expect(site?.settings.catalogueFeeds.token).toBe(opened.feedToken);
    // Express consent: the shopper ticks the offers box. Visits and speed counted from day one.
    expect(site?.settings.leads.isOptInTickedByDefault).toBe(false);
    expect(site?.settings.analytics.collectorEnabled).toBe(true);
    const [dealership] = await handle.db
      .select()
      .from(dealerships)
      .where(eq(dealerships.websiteId, opened.websiteId));
    expect(dealership).toMatchObject({
      slug: "wizard",
      leadEmail: "leads@wizardmotors.example",
      adfEmail: "adf@crm.example",
      webhookUrl: "https://crm.example/leads",
    });
    const [location] = await listLocations(handle.db, opened.websiteId);
    expect(location).toMatchObject({ slug: "auckland", isPrimary: true, phone: "09 300 0000" });
    expect(location?.openingHours.monday).toEqual({
      status: "open",
      open: "08:30",
      close: "17:30",
    });
    expect(location?.openingHours.tuesday).toEqual({ status: "closed" });
    expect(await websiteOfApiKey(handle.db, opened.apiKey?.key ?? "")).toBe(opened.websiteId);
    const invitations = await handle.db
      .select({ email: staffInvitations.email, role: staffInvitations.role })
      .from(staffInvitations)
      .where(eq(staffInvitations.websiteId, opened.websiteId));
    expect(invitations).toEqual([
      { email: "owner@wizardmotors.example", role: "dealer-admin" },
      { email: "sales@wizardmotors.example", role: "sales" },
    ]);
    const audit = await handle.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.websiteId, opened.websiteId));
    expect(audit.map((entry) => entry.action)).toContain("site.opened");
    const [sentence] = await handle.db
      .select({ after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "site.opened"));
    expect(sentence?.after).toMatchObject({ dealerGroup: "Wizard Group", template: "cars" });

    // The wizard's site is its document's: applied as a site file, nothing changes.
    const read = readSiteWizard(form, { platformDomain: env().PLATFORM_DOMAIN });
    if (!read.ok) throw new Error("the form reads");
    const again = await applySiteDocument(handle.db, read.wizard.document);
    expect(again.ok && again.status).toBe("unchanged");
  });

  it("refuses a slug or domain another site holds, before anything is written", async () => {
    const slugTaken = await checkSiteWizardStep(handle.db, {
      actor: operator,
      values: form,
      step: "site",
    });
    expect(slugTaken).toEqual({ slug: "This web address is already taken; choose another." });
    const other = { ...form, slug: "other-motors", domains: "shop.example\nWizardMotors.example" };
    expect(
      await checkSiteWizardStep(handle.db, { actor: operator, values: other, step: "domains" }),
    ).toEqual({
      domains: "wizardmotors.example: This domain is already in use by another site.",
    });
    const refused = await openSite(handle.db, { actor: operator, values: other, signInUrl, now });
    expect(refused).toEqual({
      ok: false,
      errors: { domains: "wizardmotors.example: This domain is already in use by another site." },
    });
    const stored = await handle.db.select().from(websites).where(eq(websites.slug, "other-motors"));
    expect(stored).toEqual([]);
  });

  it("opens nothing for anyone but a platform operator", async () => {
    const refused = await openSite(handle.db, {
      actor: dealerAdmin,
      values: { ...form, slug: "admin-motors", domains: "" },
      signInUrl,
      now,
    });
    expect(refused).toEqual({ ok: false, errors: { form: "That site is not one of yours." } });
    const stored = await handle.db.select().from(websites).where(eq(websites.slug, "admin-motors"));
    expect(stored).toEqual([]);
  });

  it("stores a logo through the media library and names it in the site's branding", async () => {
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: "#0f766e" },
    })
      .png()
      .toBuffer();
    const opened = await openSite(handle.db, {
      actor: operator,
      values: { ...form, slug: "logo-motors", name: "Logo Motors", domains: "" },
      logo: { name: "logo.png", bytes: png },
      signInUrl,
      now,
    });
    if (!opened.ok) throw new Error(JSON.stringify(opened.errors));
    const site = await getSiteByKey(handle.db, "logo-motors");
    expect(site?.settings.branding.logoUrl).toMatch(
      new RegExp(`^/media/library/${opened.websiteId}/[a-f0-9]{64}\\.png$`),
    );
    const [stored] = await handle.db
      .select({ id: media.id })
      .from(media)
      .where(eq(media.websiteId, opened.websiteId));
    expect(`/media/${stored?.id}`).toBe(site?.settings.branding.logoUrl);
  });

  it("refuses a logo that is no image, or colours too close to read, writing nothing", async () => {
    const values = { ...form, slug: "refused-motors", domains: "" };
    const notImage = await openSite(handle.db, {
      actor: operator,
      values,
      logo: { name: "logo.png", bytes: Buffer.from("not an image at all") },
      signInUrl,
      now,
    });
    expect(notImage).toEqual({
      ok: false,
      errors: { logo: "Upload a JPEG, PNG, WebP, GIF or AVIF image." },
    });
    const lowContrast = await openSite(handle.db, {
      actor: operator,
      values: { ...values, "settings.branding.colours.primaryForeground": "#7dd3fc" },
      signInUrl,
      now,
    });
    expect(lowContrast.ok).toBe(false);
    if (lowContrast.ok) return;
    expect(lowContrast.errors["settings.branding.colours.primaryForeground"]).toMatch(
      /^The button text colour on the button colour \(#7dd3fc on #0f766e\) has a contrast of \d\.\d+:1; it needs at least 4\.5:1/,
    );
    const brand = await checkSiteWizardStep(handle.db, {
      actor: operator,
      values: { ...values, "settings.branding.colours.primaryForeground": "#7dd3fc" },
      step: "brand",
    });
    expect(Object.keys(brand)).toEqual(["settings.branding.colours.primaryForeground"]);
    const noGroup = await checkSiteWizardStep(handle.db, {
      actor: operator,
      values: { ...values, "settings.dealershipGroup": " " },
      step: "dealer",
    });
    expect(noGroup).toEqual({
      "settings.dealershipGroup":
        "Choose the dealer this site is for, or type the name of a new dealer group.",
    });
    const longGroup = await checkSiteWizardStep(handle.db, {
      actor: operator,
      values: { ...values, "settings.dealershipGroup": "G".repeat(121) },
      step: "dealer",
    });
    expect(longGroup).toEqual({
      "settings.dealershipGroup": "A dealer group's name is at most 120 characters.",
    });
    const stored = await handle.db
      .select()
      .from(websites)
      .where(eq(websites.slug, "refused-motors"));
    expect(stored).toEqual([]);
  });

  it("finds dealerships by name or group a page at a time for the picker", async () => {
    for (let index = 0; index < 12; index += 1) {
      const opened = await openSite(handle.db, {
        actor: operator,
        values: {
          ...form,
          slug: `pick-${index}`,
          name: `Pick ${index}`,
          domains: "",
          apiKeyName: "",
          "users.0.email": "",
          "users.1.email": "",
          "settings.dealershipGroup": "Pickering Group",
          "dealerships.0.name": `Pickering ${String(index).padStart(2, "0")}`,
        },
        signInUrl,
        now,
      });
      if (!opened.ok) throw new Error(JSON.stringify(opened.errors));
    }
    const first = await searchDealerships(handle.db, { query: "pickering", page: 0 });
    expect(first.items).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    expect(first.items[0]).toMatchObject({ name: "Pickering 00", group: "Pickering Group" });
    const second = await searchDealerships(handle.db, { query: "pickering", page: 1 });
    expect(second.items.map((item) => item.name)).toEqual(["Pickering 10", "Pickering 11"]);
    expect(second.hasMore).toBe(false);
    const byGroup = await searchDealerships(handle.db, { query: "WIZARD gr", page: 0 });
    expect(byGroup.items.map((item) => item.group)).toContain("Wizard Group");
    const literal = await searchDealerships(handle.db, { query: "100%_", page: 0 });
    expect(literal.items).toEqual([]);
  });
});
