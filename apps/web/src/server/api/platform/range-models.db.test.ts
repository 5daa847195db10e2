import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { rangeModels } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as manufacturerRoute from "@/app/api/v1/manufacturers/[slug]/route";
import { platformApiRequest } from "../../../testing/platform-api.ts";
import { callRoute, useRouteTestDatabase } from "../../../testing/route-harness.ts";

let handle: DatabaseHandle;
let site: LeadTestSite;

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, { slug: "range" });
  await handle.db.insert(rangeModels).values([
    {
      websiteId: site.id,
      slug: "jayco-journey",
      name: "Jayco Journey",
      manufacturerName: "Jayco",
      bodies: ["CARAVANS"],
      manufacturerBody2: "OFF-GRID",
      manufacturerBody3: "TOY HAULERS",
      aftermarketManufacturerId: 11,
      position: 1,
    },
    {
      websiteId: site.id,
      slug: "jayco-swift",
      name: "Jayco Swift",
      manufacturerName: "Jayco",
      bodies: ["CAMPER TRAILER"],
      position: 2,
    },
  ]);
  useRouteTestDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
});

type RangeJson = {
  slug: string;
  manufacturer_body: string | null;
  manufacturer_body2: string | null;
  manufacturer_body3: string | null;
  aftermarket_manufacturer_id: number | null;
};

describe("GET /api/v1/manufacturers/{slug}.json: the site's range (spec §3 Model)", () => {
  it("answers each model's second and third manufacturer bodies and aftermarket manufacturer id as stored, null where it has none", async () => {
    const response = await callRoute(
      manufacturerRoute,
      "GET",
      platformApiRequest("GET", { query: `?website_id=${site.id}` }),
      { slug: "jayco.json" },
    );
    expect(response.status).toBe(200);
    const { range } = (await response.json()) as { range: RangeJson[] };
    expect(range).toEqual([
      expect.objectContaining({
        slug: "jayco-journey",
        manufacturer_body: "CARAVANS",
        manufacturer_body2: "OFF-GRID",
        manufacturer_body3: "TOY HAULERS",
        aftermarket_manufacturer_id: 11,
      }),
      expect.objectContaining({
        slug: "jayco-swift",
        manufacturer_body: "CAMPER TRAILER",
        manufacturer_body2: null,
        manufacturer_body3: null,
        aftermarket_manufacturer_id: null,
      }),
    ]);
  });
});
