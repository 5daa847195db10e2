import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settingsInputSchema } from "@forecourt/core/site/site-input";
import type { DatabaseHandle } from "../../client.ts";
import { DEMO_SITES } from "../../demo/demo-sites.ts";
import { locations, staffAuditLog, websites } from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { createStaffUser } from "./create-staff-user.ts";
import { getManagedSiteSettings } from "./get-managed-site-settings.ts";
import type { StaffMember } from "./get-staff-member.ts";
import { updateLocationContact } from "./update-location-contact.ts";
import { updateSiteSettings } from "./update-site-settings.ts";

let handle: DatabaseHandle;
let north: LeadTestSite;
let south: LeadTestSite;
let northAdmin: StaffMember;
let northSales: StaffMember;
let operator: StaffMember;
const now = new Date("2026-03-01T10:00:00Z");
const whole = { dealershipId: null, locationId: null };
const SECRET = "turnstile-secret-0123456789abcdef";
const redacted = { set: true, last4: "cdef" };
const turnstile = { siteKey: "0x4AAAAAAA", secretKey: SECRET };

beforeAll(async () => {
  handle = await createTestDatabase();
  north = await createLeadTestSite(handle.db, {
    slug: "settings-north",
    settings: { phones: { used: "03 9000 0001" }, security: { turnstile } },
  });
  south = await createLeadTestSite(handle.db, {
    slug: "settings-south",
    settings: { phones: { used: "03 9000 0002" } },
  });
  northAdmin = await createStaffUser(handle.db, {
    email: "admin@settings-north.test",
    grants: [{ websiteId: north.id, role: "dealer-admin", ...whole }],
  });
  northSales = await createStaffUser(handle.db, {
    email: "sales@settings-north.test",
    grants: [{ websiteId: north.id, role: "sales", ...whole }],
  });
  operator = await createStaffUser(handle.db, {
    email: "op@settings.test",
    isPlatformOperator: true,
  });
});

afterAll(async () => {
  await handle?.close();
});

const storedSettings = async (id: number) =>
  (await handle.db.select().from(websites).where(eq(websites.id, id)))[0]?.settings;
const auditOf = (id: number) =>
  handle.db.select().from(staffAuditLog).where(eq(staffAuditLog.websiteId, id));

describe("site settings in the console", () => {
  it("are read by the site's admin and an operator, and by no one else", async () => {
    expect(
      (await getManagedSiteSettings(handle.db, { actor: northAdmin, websiteId: north.id }))
        ?.settings.phones.used,
    ).toBe("03 9000 0001");
    expect(
      await getManagedSiteSettings(handle.db, { actor: operator, websiteId: south.id }),
    ).not.toBeNull();
    // Another dealer's site, and a role without settings, are not found.
    expect(
      await getManagedSiteSettings(handle.db, { actor: northAdmin, websiteId: south.id }),
    ).toBeNull();
    expect(
      await getManagedSiteSettings(handle.db, { actor: northSales, websiteId: north.id }),
    ).toBeNull();
  });

  it("refuse a change to another dealer's site or by sales, storing and auditing nothing", async () => {
    const southBefore = await storedSettings(south.id);
    const northBefore = await storedSettings(north.id);
    const patch = { phones: { used: "03 9999 9999" } };
    expect(
      await updateSiteSettings(handle.db, { actor: northAdmin, websiteId: south.id, patch, now }),
    ).toEqual({ ok: false, reason: "not-found" });
    expect(
      await updateSiteSettings(handle.db, { actor: northSales, websiteId: north.id, patch, now }),
    ).toEqual({ ok: false, reason: "not-found" });
    expect(await storedSettings(south.id)).toEqual(southBefore);
    expect(await storedSettings(north.id)).toEqual(northBefore);
    expect(await auditOf(south.id)).toEqual([]);
  });

  it("store nothing when a value is invalid, naming each bad field", async () => {
    const before = await storedSettings(north.id);
    const result = await updateSiteSettings(handle.db, {
      actor: northAdmin,
      websiteId: north.id,
      // A valid phone change alongside unreadable button text and a bad analytics id.
      patch: {
        phones: { used: "03 9111 1111" },
        branding: { colours: { primary: "#fde68a", primaryForeground: "#ffffff" } },
        analytics: { googleAnalyticsId: "UA-123" },
      },
      now,
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason === "invalid" && Object.keys(result.errors).sort()).toEqual([
      "analytics.googleAnalyticsId",
      "branding.colours.primaryForeground",
    ]);
    expect(await storedSettings(north.id)).toEqual(before);
    expect(await auditOf(north.id)).toEqual([]);
  });

  it("store a valid change with its audit entry: the changed sections, secrets redacted", async () => {
    const result = await updateSiteSettings(handle.db, {
      actor: northAdmin,
      websiteId: north.id,
      patch: {
        phones: { used: "03 9222 2222" },
        security: { frameAncestors: ["https://partner.example.com"] },
      },
      now,
    });
    expect(result).toEqual({ ok: true, isChanged: true });
    const stored = (await storedSettings(north.id)) as {
      phones: unknown;
      security: { turnstile: { secretKey: string } };
    };
    expect(stored.phones).toEqual({ used: "03 9222 2222" });
    // The secret beside the changed setting is kept as stored.
    expect(stored.security.turnstile.secretKey).toBe(SECRET);
    const [entry, ...more] = await auditOf(north.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorEmail: northAdmin.email,
      action: "site.settings-changed",
      before: {
        phones: { used: "03 9000 0001" },
        security: { turnstile: { siteKey: turnstile.siteKey, secretKey: redacted } },
      },
      after: {
        phones: { used: "03 9222 2222" },
        security: {
          frameAncestors: ["https://partner.example.com"],
          turnstile: { siteKey: turnstile.siteKey, secretKey: redacted },
        },
      },
    });
    expect(JSON.stringify(entry)).not.toContain(SECRET);
    // The same values again change nothing and record nothing.
    expect(
      await updateSiteSettings(handle.db, {
        actor: northAdmin,
        websiteId: north.id,
        patch: { phones: { used: "03 9222 2222" } },
        now,
      }),
    ).toEqual({ ok: true, isChanged: false });
    expect(await auditOf(north.id)).toHaveLength(1);
  });

  it("let only the site's admin change a location's phone, hours and store code, audited", async () => {
    const patch = {
      phone: "03 9333 3333",
      google_store_code: "NORTH-01",
      opening_hours: {
        monday: { status: "open" as const, open: "08:00", close: "17:00" },
        tuesday: { status: "closed" as const },
        wednesday: { status: "closed" as const },
        thursday: { status: "closed" as const },
        friday: { status: "closed" as const },
        saturday: { status: "closed" as const },
        sunday: { status: "closed" as const },
      },
    };
    const phoneOf = async (id: number) =>
      (await handle.db.select().from(locations).where(eq(locations.id, id)))[0]?.phone;
    const southPhone = await phoneOf(south.locationId);
    // Another dealer's location, a location of another site named under one's own, and sales.
    for (const attempt of [
      { actor: northAdmin, websiteId: south.id, locationId: south.locationId },
      { actor: northAdmin, websiteId: north.id, locationId: south.locationId },
      { actor: northSales, websiteId: north.id, locationId: north.locationId },
    ]) {
      expect(await updateLocationContact(handle.db, { ...attempt, patch, now })).toEqual({
        ok: false,
        reason: "not-found",
      });
    }
    expect(await phoneOf(south.locationId)).toBe(southPhone);
    expect(await auditOf(south.id)).toEqual([]);

    expect(
      await updateLocationContact(handle.db, {
        actor: northAdmin,
        websiteId: north.id,
        locationId: north.locationId,
        patch,
        now,
      }),
    ).toEqual({ ok: true, isChanged: true });
    expect(await phoneOf(north.locationId)).toBe("03 9333 3333");
    const [stored] = await handle.db
      .select()
      .from(locations)
      .where(eq(locations.id, north.locationId));
    expect(stored?.googleStoreCode).toBe("NORTH-01");
    const entries = await auditOf(north.id);
    expect(entries.find((entry) => entry.action === "site.location-changed")).toMatchObject({
      subject: `location:${north.locationId}`,
      after: {
        phone: "03 9333 3333",
        openingHours: patch.opening_hours,
        googleStoreCode: "NORTH-01",
      },
    });
  });

  it("leave every demo site's settings valid, colours included", () => {
    for (const site of DEMO_SITES) {
      const parsed = settingsInputSchema.safeParse(site.settings);
      expect(parsed.success ? [] : parsed.error.issues, site.slug).toEqual([]);
    }
  });
});
