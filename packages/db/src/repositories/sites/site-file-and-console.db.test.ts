import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuSettingsPatch } from "@forecourt/core/console/menu-form";
import { parseSiteDocument, type SiteDocument } from "@forecourt/core/site/site-document";
import type { DatabaseHandle } from "../../client.ts";
import { websites } from "../../schema.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { listLocations } from "../locations/list-locations.ts";
import { createStaffUser } from "../staff/create-staff-user.ts";
import type { StaffMember } from "../staff/get-staff-member.ts";
import { updateSiteSettings } from "../staff/update-site-settings.ts";
import { applySiteDocument } from "./apply-site-document.ts";
import { getSiteByKey } from "./get-site.ts";

let handle: DatabaseHandle;
let operator: StaffMember;
let websiteId: number;
const now = new Date("2026-03-01T10:00:00Z");

function document(input: unknown): SiteDocument {
  const parsed = parseSiteDocument(input, { platformDomain: "forecourt.test" });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.document;
}

const file = {
  slug: "agree-motors",
  name: "Agree Motors",
  settings: { template: "cars", branding: { tagline: "From the file" } },
  domains: ["www.agree.example"],
  dealerships: [{ slug: "agree", name: "Agree Motors" }],
  locations: [{ slug: "city", name: "City", dealership: "agree" }],
};

const settingsOf = async () =>
  (await handle.db.select().from(websites).where(eq(websites.id, websiteId)))[0]?.settings as
    Record<string, Record<string, unknown>> | undefined;

beforeAll(async () => {
  handle = await createTestDatabase();
  operator = await createStaffUser(handle.db, {
    email: "op@agree.test",
    isPlatformOperator: true,
  });
  const created = await applySiteDocument(handle.db, document(file));
  if (!created.ok) throw new Error(created.message);
  websiteId = created.websiteId;
  // The console's write path: a split test and a home hero set by staff, not in the file.
  const edited = await updateSiteSettings(handle.db, {
    actor: operator,
    websiteId,
    patch: {
      home: { heroTitle: "Set in the console" },
      experiments: { splitTest: { name: "hero", variants: ["a", "b"] } },
    },
    now,
  });
  expect(edited).toEqual({ ok: true, isChanged: true });
  // The studio's menus, by a marketing user (content, not settings).
  const marketing = await createStaffUser(handle.db, {
    email: "marketing@agree.test",
    grants: [{ websiteId, role: "marketing", dealershipId: null, locationId: null }],
  });
  const menus = await updateSiteSettings(handle.db, {
    actor: marketing,
    websiteId,
    patch: menuSettingsPatch(studioMenus),
    now,
    need: "manage-content",
  });
  expect(menus).toEqual({ ok: true, isChanged: true });
});

const studioMenus = {
  header: [{ label: "Cars", href: "/search", children: [{ label: "Utes", href: "/search/utes" }] }],
  footer: [{ title: "Visit", links: [{ label: "Map", href: "https://maps.example.com" }] }],
  dropdownTrigger: "hover" as const,
};

afterAll(async () => {
  await handle?.close();
});

describe("a site file and the console", () => {
  it("keeps the settings sections the console set and the file leaves out", async () => {
    const applied = await applySiteDocument(handle.db, document(file));
    expect(applied.ok && applied.status).toBe("unchanged");
    const settings = await settingsOf();
    expect(settings?.home?.heroTitle).toBe("Set in the console");
    expect(settings?.experiments?.splitTest).toMatchObject({ variants: ["a", "b"] });
    expect(settings?.branding?.tagline).toBe("From the file");
    expect(settings?.navigation).toEqual({
      header: studioMenus.header,
      footer: studioMenus.footer,
    });
    expect(settings?.header).toEqual({ dropdownTrigger: "hover" });
  });

  it("keeps the stored lists a file does not name", async () => {
    const applied = await applySiteDocument(
      handle.db,
      document({ slug: file.slug, name: file.name, settings: file.settings }),
    );
    expect(applied.ok && applied.status).toBe("unchanged");
    expect((await getSiteByKey(handle.db, "www.agree.example"))?.slug).toBe("agree-motors");
    expect((await listLocations(handle.db, websiteId)).map((l) => l.slug)).toEqual(["city"]);
  });

  it("replaces a section the file names, whole", async () => {
    const applied = await applySiteDocument(
      handle.db,
      document({ ...file, settings: { ...file.settings, home: { heroSubtitle: "File's" } } }),
    );
    expect(applied.ok && applied.changes).toEqual(["settings changed"]);
    const settings = await settingsOf();
    expect(settings?.home).toEqual({ heroSubtitle: "File's" });
    expect(settings?.experiments?.splitTest).toMatchObject({ name: "hero" });
  });

  it("returns what it leaves out to the defaults when it says replace", async () => {
    const applied = await applySiteDocument(
      handle.db,
      document({ ...file, replace: ["settings", "locations"], locations: undefined }),
    );
    expect(applied.ok && applied.changes).toEqual(["settings changed", "location city removed"]);
    const settings = await settingsOf();
    expect(settings?.home).toBeUndefined();
    expect(settings?.experiments).toBeUndefined();
    expect(settings?.branding?.tagline).toBe("From the file");
    expect(await listLocations(handle.db, websiteId)).toEqual([]);
  });

  it("refuses a replace of a part it does not know, with the parts it does", () => {
    const parsed = parseSiteDocument(
      { ...file, replace: ["cars"] },
      { platformDomain: "forecourt.test" },
    );
    expect(parsed).toEqual({
      ok: false,
      errors: {
        "replace.0":
          'replace lists the parts the file owns whole: "settings", "domains", "dealerships", "locations".',
      },
    });
  });
});
