import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { dealerships } from "@forecourt/db/schema";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as siteDocumentRoute from "@/app/api/v1/sites/[slug]/route";
import * as websitesRoute from "@/app/api/v1/websites.json/route";
import * as dealershipsRoute from "@/app/api/v1/websites/[id]/dealerships.json/route";
import * as locationsRoute from "@/app/api/v1/websites/[id]/locations.json/route";
import type { RouteMethod } from "../../http/route-methods.ts";
import { platformApiRequest } from "../../../testing/platform-api.ts";
import {
  callRoute,
  useRouteTestDatabase,
  type RouteModule,
} from "../../../testing/route-harness.ts";

/**
 * docs/onboarding.md as an operator follows it (issue 53): step 1's calls make the site, its
 * dealership with a webhook secret and its location; then the doc's site file, kept in version
 * control without the secret, is applied twice. It describes the site step 1 made, so neither
 * apply writes anything, and leads are still signed for the CRM: the secret is kept. The bodies are read from the doc itself,
 * so a change to its examples is tested as written.
 */

const ONBOARDING = readFileSync(
  fileURLToPath(new URL("../../../../../../docs/onboarding.md", import.meta.url)),
  "utf8",
);

/** The JSON body of the doc's `curl ... -X POST $API/{path} -d '...'` call. */
function curlBody(path: string): Record<string, unknown> {
  const at = ONBOARDING.indexOf(`-X POST $API/${path} -d '`);
  if (at < 0) throw new Error(`docs/onboarding.md has no POST to ${path}`);
  const start = ONBOARDING.indexOf("'", at) + 1;
  return JSON.parse(ONBOARDING.slice(start, ONBOARDING.indexOf("'", start))) as Record<
    string,
    unknown
  >;
}

/** The doc's site file: the JSON block of "Or: the site as one file". */
function siteFile(): Record<string, unknown> {
  const section = ONBOARDING.slice(ONBOARDING.indexOf("### Or: the site as one file"));
  const start = section.indexOf("```json\n") + "```json\n".length;
  return JSON.parse(section.slice(start, section.indexOf("```", start))) as Record<string, unknown>;
}

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  useRouteTestDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
});

async function call(route: RouteModule, method: RouteMethod, params: object, body: unknown) {
  const request = platformApiRequest(method, { body });
  const response = await callRoute(route, method, request, params as Record<string, string>);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("docs/onboarding.md", () => {
  it("keeps the dealership's webhook secret when its site file is applied, twice", async () => {
    const website = await call(websitesRoute, "POST", {}, curlBody("websites.json"));
    expect(website.status).toBe(201);
    const id = `${website.body.id as number}`;
    const dealershipBody = curlBody("websites/6/dealerships.json");
    expect(dealershipBody.webhook_secret).toEqual(expect.any(String));
    expect((await call(dealershipsRoute, "POST", { id }, dealershipBody)).status).toBe(201);
    expect(
      (await call(locationsRoute, "POST", { id }, curlBody("websites/6/locations.json"))).status,
    ).toBe(201);

    const file = siteFile();
    expect(JSON.stringify(file)).not.toContain("webhook_secret");
    const path = { slug: `${file.slug as string}.json` };
    // The doc's file is the site step 1 made: applied after it, and again, it changes nothing.
    for (const _time of [1, 2]) {
      const applied = await call(siteDocumentRoute, "PUT", path, file);
      expect(applied.status).toBe(200);
      expect(applied.body).toMatchObject({ status: "unchanged", changes: [] });
    }

    const [row] = await handle.db
      .select()
      .from(dealerships)
      .where(eq(dealerships.websiteId, Number(id)));
    expect(row?.webhookSecret).toBe(dealershipBody.webhook_secret);
  });
});
