import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSiteDocument } from "@forecourt/core/site/site-document";
import type { DatabaseHandle } from "../../client.ts";
import { applySiteDocument } from "../../repositories/sites/apply-site-document.ts";
import { getSiteByKey } from "../../repositories/sites/get-site.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { DEMO_SITES } from "../demo-sites.ts";
import { seedDemoData } from "../seed.ts";
import { demoSiteDocument } from "./demo-site-document.ts";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoData(handle.db, { withImages: false });
});

afterAll(async () => {
  await handle?.close();
});

describe("the demo sites' documents", () => {
  it.each(DEMO_SITES.map((site) => [site.slug, site] as const))(
    "%s: applying its document to the seeded site changes nothing",
    async (_slug, site) => {
      const parsed = parseSiteDocument(demoSiteDocument(site), { platformDomain: "localhost" });
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      const applied = await applySiteDocument(handle.db, parsed.document);
      expect(applied).toMatchObject({ ok: true, status: "unchanged", changes: [] });
      const [domain] = site.domains;
      if (domain) expect((await getSiteByKey(handle.db, domain))?.slug).toBe(site.slug);
    },
  );
});
