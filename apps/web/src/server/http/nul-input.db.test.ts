import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NUL_CHARACTER_MESSAGE } from "@forecourt/core/validation/messages";
import type { DatabaseHandle } from "@forecourt/db/client";
import {
  apiKeys,
  blogPosts,
  cars,
  offers,
  searchSlugs,
  trackingEvents,
} from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestCar } from "@forecourt/db/testing/test-car";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as collectorRoute from "@/app/api/events/route";
import * as phoneRevealRoute from "@/app/api/events/phone_reveal/route";
import * as apiKeysRoute from "@/app/api/v1/websites/[id]/api_keys.json/route";
import * as blogPostRoute from "@/app/api/v1/websites/[id]/blog_posts/[slug]/route";
import * as carRoute from "@/app/api/v1/websites/[id]/cars/[car]/route";
import * as offerRoute from "@/app/api/v1/websites/[id]/offers/[slug]/route";
import * as searchSlugRoute from "@/app/api/v1/websites/[id]/pages/search_slugs/[slug]/route";
import type { RouteParams } from "./endpoints.ts";
import type { RouteMethod } from "./route-methods.ts";
import {
  callRoute,
  siteRequest,
  useRouteTestDatabase,
  type RouteModule,
} from "../../testing/route-harness.ts";

/**
 * A NUL character (\u0000) in any string of a body: PostgreSQL's text and jsonb cannot hold
 * one, so it used to reach the database and come back as a 500. It is refused as a 422 naming
 * the field, on every endpoint, before anything is stored.
 */

const AUTH = `Basic ${Buffer.from("platform:demo-password").toString("base64")}`;
const NUL = "\u0000";

let handle: DatabaseHandle;
let site: LeadTestSite;
let carId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, {
    slug: "nul",
    settings: { analytics: { collectorEnabled: true } },
  });
  carId = await createTestCar(handle.db, site);
  useRouteTestDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
});

const event = (extra: Record<string, unknown> = {}) => ({
  url: "https://nul.localhost/",
  category: "page_view",
  session_id: "session_ABCDEFGHIJ",
  event_properties: { event_id: 1 },
  ...extra,
});

type Case = {
  name: string;
  route: RouteModule;
  method: RouteMethod;
  params?: () => RouteParams;
  body: () => unknown;
  /** The field the answer names. */
  field: string;
  browser?: boolean;
};

const cases: Case[] = [
  {
    name: "the collector's url",
    route: collectorRoute,
    method: "POST",
    body: () => ({ event: event({ url: `https://nul.localhost/${NUL}` }) }),
    field: "event.url",
    browser: true,
  },
  {
    name: "a collector event property",
    route: collectorRoute,
    method: "POST",
    body: () => ({ event: event({ event_properties: { event_id: 1, page_type: `a${NUL}` } }) }),
    field: "event.event_properties.page_type",
    browser: true,
  },
  {
    name: "a collector event property's name",
    route: collectorRoute,
    method: "POST",
    body: () => ({ event: event({ event_properties: { [`k${NUL}`]: 1 } }) }),
    field: `event.event_properties.k${NUL}`,
    browser: true,
  },
  {
    name: "phone reveal's url",
    route: phoneRevealRoute,
    method: "POST",
    body: () => ({ car_id: carId, url: `https://nul.localhost/${NUL}` }),
    field: "url",
    browser: true,
  },
  {
    name: "an offer's title",
    route: offerRoute,
    method: "PUT",
    params: () => ({ id: String(site.id), slug: "deal.json" }),
    body: () => ({ title: `Deal${NUL}` }),
    field: "title",
  },
  {
    name: "a blog post's body",
    route: blogPostRoute,
    method: "PUT",
    params: () => ({ id: String(site.id), slug: "news.json" }),
    body: () => ({ title: "News", body_html: `<p>${NUL}</p>` }),
    field: "body_html",
  },
  {
    name: "a search slug's title",
    route: searchSlugRoute,
    method: "PUT",
    params: () => ({ id: String(site.id), slug: "utes.json" }),
    body: () => ({ title: `Utes${NUL}` }),
    field: "title",
  },
  {
    name: "a search slug's filter",
    route: searchSlugRoute,
    method: "PUT",
    params: () => ({ id: String(site.id), slug: "utes.json" }),
    body: () => ({ title: "Utes", filters: { make: [`Ford${NUL}`] } }),
    field: "filters.make.0",
  },
  {
    name: "a car's description",
    route: carRoute,
    method: "PATCH",
    params: () => ({ id: String(site.id), car: `${carId}.json` }),
    body: () => ({ description: `Clean${NUL}` }),
    field: "description",
  },
  {
    name: "an API key's name",
    route: apiKeysRoute,
    method: "POST",
    params: () => ({ id: String(site.id) }),
    body: () => ({ name: `Feed${NUL}` }),
    field: "name",
  },
];

async function stored() {
  const tables = [apiKeys, blogPosts, offers, searchSlugs, trackingEvents];
  const counts = await Promise.all(
    tables.map(async (table) => (await handle.db.select({ n: count() }).from(table))[0]?.n),
  );
  const [car] = await handle.db.select().from(cars);
  return { counts, car };
}

describe("a NUL character in a string field", () => {
  for (const item of cases) {
    it(`in ${item.name} is a 422 naming the field, and nothing is stored`, async () => {
      const before = await stored();
      const body = JSON.stringify(item.body());
      const request = item.browser
        ? siteRequest(site.slug, "/api", {
            headers: { "content-type": "application/json" },
            body,
          })
        : new Request("http://localhost/api", {
            method: item.method,
            headers: { authorization: AUTH, "content-type": "application/json" },
            body,
          });
      const response = await callRoute(item.route, item.method, request, item.params?.() ?? {});
      const answer = (await response.json()) as { error: string; errors?: Record<string, string> };
      expect(response.status, JSON.stringify(answer)).toBe(422);
      expect(answer.errors?.[item.field]).toBe(NUL_CHARACTER_MESSAGE);
      expect(await stored()).toEqual(before);
    });
  }
});
