import { describe, expect, it } from "vitest";
import { parseSiteDocument } from "@forecourt/core/site/site-document";
import { applySiteDocument } from "../../repositories/sites/apply-site-document.ts";
import { getSiteByKey } from "../../repositories/sites/get-site.ts";
import { seededDemoDatabase } from "../../testing/demo-database.ts";
import { DEMO_SITES } from "../demo-sites.ts";
import { demoSiteDocument } from "./demo-site-document.ts";

const demo = seededDemoDatabase();

describe("the demo sites' documents", () => {
  it.each(DEMO_SITES.map((site) => [site.slug, site] as const))(
    "%s: applying its document to the seeded site changes nothing",
    async (_slug, site) => {
      const parsed = parseSiteDocument(demoSiteDocument(site), { platformDomain: "localhost" });
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      const applied = await applySiteDocument(demo.handle.db, parsed.document);
      expect(applied).toMatchObject({ ok: true, status: "unchanged", changes: [] });
      const [domain] = site.domains;
      if (domain) expect((await getSiteByKey(demo.handle.db, domain))?.slug).toBe(site.slug);
    },
  );

  it.each(DEMO_SITES.map((site) => [site.slug, site] as const))(
    "%s: keeps its own opt-in box (ticked, as spec §5 shows it) and counts visits",
    async (_slug, site) => {
      const seeded = await getSiteByKey(demo.handle.db, site.slug);
      expect(seeded?.settings.leads.isOptInTickedByDefault).toBe(true);
      expect(seeded?.settings.analytics.collectorEnabled).toBe(true);
    },
  );
});
