import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../client.ts";
import { buildDealership, buildWebsite } from "../../demo/factories.ts";
import * as schema from "../../schema.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { getDealershipById } from "./get-dealership-by-id.ts";

let handle: DatabaseHandle;
let websiteId: number;
let dealershipId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  const [website] = await handle.db
    .insert(schema.websites)
    .values(buildWebsite({ slug: "bookings", name: "Bookings motors" }))
    .returning();
  if (!website) throw new Error("no website");
  websiteId = website.id;
  const [dealership] = await handle.db
    .insert(schema.dealerships)
    .values(buildDealership(website.id, { slug: "bookings-dealer", name: "Bookings dealer" }))
    .returning();
  if (!dealership) throw new Error("no dealership");
  dealershipId = dealership.id;
});

afterAll(async () => {
  await handle.close();
});

describe("getDealershipById", () => {
  it("finds a dealership with the site it belongs to", async () => {
    expect(await getDealershipById(handle.db, dealershipId)).toMatchObject({
      id: dealershipId,
      websiteId,
      slug: "bookings-dealer",
    });
  });

  it.each([0, -1, 1.5, Number.MAX_SAFE_INTEGER + 1, 2_000_000_000])(
    "%s finds nothing",
    async (id) => {
      expect(await getDealershipById(handle.db, id)).toBeNull();
    },
  );
});
