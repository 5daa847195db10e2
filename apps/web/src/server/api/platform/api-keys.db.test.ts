import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { apiKeys } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as keyRoute from "@/app/api/v1/websites/[id]/api_keys/[keyId]/route";
import * as keysRoute from "@/app/api/v1/websites/[id]/api_keys.json/route";
import * as bookingsRoute from "@/app/api/v1/dealerships/[id]/available_service_bookings.json/route";
import * as manufacturerRoute from "@/app/api/v1/manufacturers/[slug]/route";
import * as websiteRoute from "@/app/api/v1/websites/[id]/route";
import { WEBSITE_NOT_FOUND_MESSAGE } from "../../http/app-error.ts";
import { INVALID_CREDENTIALS_MESSAGE } from "../../http/basic-auth.ts";
import type { RouteMethod } from "../../http/route-methods.ts";
import { PLATFORM_AUTH as PLATFORM, platformApiRequest } from "../../../testing/platform-api.ts";
import {
  callRoute,
  useRouteTestDatabase,
  type RouteModule,
} from "../../../testing/route-harness.ts";
import { API_KEY_NOT_FOUND_MESSAGE, PLATFORM_ONLY_MESSAGE } from "./api-keys.ts";
import { DEALERSHIP_NOT_FOUND_MESSAGE } from "./dealership-bookings.ts";

let handle: DatabaseHandle;
let siteA: LeadTestSite;
let siteB: LeadTestSite;

beforeAll(async () => {
  handle = await createTestDatabase();
  siteA = await createLeadTestSite(handle.db, { slug: "keys-a" });
  siteB = await createLeadTestSite(handle.db, { slug: "keys-b" });
  useRouteTestDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
});

function call(
  route: RouteModule,
  method: RouteMethod,
  auth: string,
  params: Record<string, string>,
  body?: unknown,
) {
  const request = platformApiRequest(method, {
    auth,
    body: method === "GET" ? undefined : body,
  });
  return callRoute(route, method, request, params);
}

const bearer = (key: string) => `Bearer ${key}`;

async function newKey(site: number, name: string) {
  const response = await call(keysRoute, "POST", PLATFORM, { id: `${site}` }, { name });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; key: string; prefix: string };
}

describe("per-website API keys", () => {
  it("are made by the platform credential, shown once and stored only as a digest", async () => {
    const made = await newKey(siteA.id, "Stock feed");
    expect(made.key).toMatch(/^fck_[A-Za-z0-9_-]{43}$/);
    expect(made.key.startsWith(made.prefix)).toBe(true);

    const [row] = await handle.db.select().from(apiKeys).where(eq(apiKeys.id, made.id));
    expect(row?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(made.key);

    const listed = await call(keysRoute, "GET", PLATFORM, { id: `${siteA.id}` });
    const body = (await listed.json()) as { api_keys: Array<Record<string, unknown>> };
    expect(body.api_keys).toEqual([
      expect.objectContaining({ id: made.id, name: "Stock feed", prefix: made.prefix }),
    ]);
    expect(JSON.stringify(body)).not.toContain(made.key);
  });

  it("reach their own website and get 404 for another's, as if it did not exist", async () => {
    const { key } = await newKey(siteA.id, "CRM");
    const own = await call(websiteRoute, "GET", bearer(key), { id: `${siteA.id}.json` });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { id: number }).id).toBe(siteA.id);

    const other = await call(websiteRoute, "GET", bearer(key), { id: `${siteB.id}.json` });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: WEBSITE_NOT_FOUND_MESSAGE });
  });

  it("cannot manage keys, not even their own website's", async () => {
    const { key, id } = await newKey(siteA.id, "Agency");
    for (const [route, method, params] of [
      [keysRoute, "GET", { id: `${siteA.id}` }],
      [keysRoute, "POST", { id: `${siteA.id}` }],
      [keyRoute, "DELETE", { id: `${siteA.id}`, keyId: `${id}` }],
    ] as const) {
      const refused = await call(route, method, bearer(key), params, { name: "More" });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: PLATFORM_ONLY_MESSAGE });
    }
    expect(await handle.db.select().from(apiKeys).where(eq(apiKeys.websiteId, siteA.id))).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ name: "More" })]),
    );
  });

  it("stop working the moment they are revoked", async () => {
    const { key, id } = await newKey(siteB.id, "Old feed");
    expect((await call(websiteRoute, "GET", bearer(key), { id: `${siteB.id}.json` })).status).toBe(
      200,
    );

    // Revoking through another website's path finds no such key there.
    const wrongSite = await call(keyRoute, "DELETE", PLATFORM, {
      id: `${siteA.id}`,
      keyId: `${id}.json`,
    });
    expect(wrongSite.status).toBe(404);
    expect(await wrongSite.json()).toEqual({ error: API_KEY_NOT_FOUND_MESSAGE });

    const revoked = await call(keyRoute, "DELETE", PLATFORM, {
      id: `${siteB.id}`,
      keyId: `${id}.json`,
    });
    expect(revoked.status).toBe(204);

    const after = await call(websiteRoute, "GET", bearer(key), { id: `${siteB.id}.json` });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: INVALID_CREDENTIALS_MESSAGE });
  });

  it("refuse a nameless key with a clear message and store nothing", async () => {
    const before = await handle.db.select().from(apiKeys);
    const refused = await call(keysRoute, "POST", PLATFORM, { id: `${siteA.id}` }, { name: " " });
    expect(refused.status).toBe(422);
    expect(await handle.db.select().from(apiKeys)).toHaveLength(before.length);
  });

  it("reach what their website owns through every platform finder, and nothing of another's", async () => {
    const { key } = await newKey(siteA.id, "Bookings");
    const slots = (dealership: number) =>
      call(bookingsRoute, "GET", bearer(key), { id: `${dealership}` });
    expect((await slots(siteA.dealershipId)).status).toBe(200);
    const other = await slots(siteB.dealershipId);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: DEALERSHIP_NOT_FOUND_MESSAGE });

    const make = (website: number) =>
      callRoute(
        manufacturerRoute,
        "GET",
        new Request(`http://localhost/api?website_id=${website}`, {
          headers: { authorization: bearer(key) },
        }),
        { slug: "unknown-make.json" },
      );
    // Its own website: past the key, to the manufacturer lookup.
    expect(await (await make(siteA.id)).json()).toEqual({ error: "Manufacturer not found" });
    expect(await (await make(siteB.id)).json()).toEqual({ error: WEBSITE_NOT_FOUND_MESSAGE });
  });

  it("an unknown key is refused with the invalid-credentials answer", async () => {
    const unknown = await call(websiteRoute, "GET", bearer("fck_nope"), { id: `${siteA.id}` });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ error: INVALID_CREDENTIALS_MESSAGE });
  });
});
