import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { count } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import {
  apiKeys,
  blogPosts,
  cars,
  dealerships,
  domains,
  locations,
  websites,
  feedImports,
  garageSessions,
  garageUsers,
  leadFiles,
  leadMessages,
  leads,
  offers,
  pages,
  reservations,
  searchSlugs,
  testPayments,
  trackingEvents,
  watchlistItems,
} from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestCar } from "@forecourt/db/testing/test-car";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as unknownRoute from "@/app/api/[[...path]]/route";
import * as carPhoneCallRoute from "@/app/api/events/car_phone_call/route";
import * as collectorRoute from "@/app/api/events/route";
import * as phoneRevealRoute from "@/app/api/events/phone_reveal/route";
import * as garageCarsRoute from "@/app/api/garage/cars/route";
import * as searchCountRoute from "@/app/api/search/count/route";
import * as unsubscribeRoute from "@/app/api/garage/unsubscribe/route";
import * as authRoute from "@/app/api/auth/route";
import * as authCodeRoute from "@/app/api/auth/code/route";
import * as authSessionRoute from "@/app/api/auth/session/route";
import * as authWatchlistRoute from "@/app/api/auth/watchlist/route";
import * as leadRoute from "@/app/api/leads/[leadId]/route";
import * as leadsRoute from "@/app/api/leads/route";
import * as mockLeadRoute from "@/app/api/mock/leads/[leadId]/route";
import * as mockLeadsRoute from "@/app/api/mock/leads/route";
import * as mockWithFilesRoute from "@/app/api/mock/leads/with-files/route";
import * as withFilesRoute from "@/app/api/leads/with-files/route";
import * as paymentReturnRoute from "@/app/api/payments/return/route";
import * as testCardRoute from "@/app/api/payments/test/[id]/route";
import * as testWebhookRoute from "@/app/api/payments/test/webhook/route";
import * as paymentWebhookRoute from "@/app/api/payments/[provider]/webhook/route";
import * as stGeorgePaymentRoute from "@/app/api/payments/st-george/[reference]/route";
import * as regoRoute from "@/app/api/rego-lookup/route";
import * as nevdisRoute from "@/app/api/nevdis/route";
import * as autograbRoute from "@/app/api/simple-autograb-lookup/route";
import * as redbookRoute from "@/app/api/redbook-valuation/route";
import * as carClarityRoute from "@/app/api/carClarityCustomer/route";
import * as reservationsRoute from "@/app/api/reservations/route";
import * as reservationHoldRoute from "@/app/api/reservations/hold/route";
import * as inboundMailRoute from "@/app/api/inbound/mail/route";
import * as inboundSmsRoute from "@/app/api/inbound/sms/route";
import * as appointmentsRoute from "@/app/api/v1/dealerships/[id]/available_appointment_bookings.json/route";
import * as serviceBookingsRoute from "@/app/api/v1/dealerships/[id]/available_service_bookings.json/route";
import * as manufacturerRoute from "@/app/api/v1/manufacturers/[slug]/route";
import * as apiKeysRoute from "@/app/api/v1/websites/[id]/api_keys.json/route";
import * as apiKeyRoute from "@/app/api/v1/websites/[id]/api_keys/[keyId]/route";
import * as careersRoute from "@/app/api/v1/websites/[id]/careers.json/route";
import * as locationsRoute from "@/app/api/v1/websites/[id]/locations.json/route";
import * as sessionDataRoute from "@/app/api/v1/websites/[id]/website_session_data.json/route";
import * as carRoute from "@/app/api/v1/websites/[id]/cars/[car]/route";
import * as carsRoute from "@/app/api/v1/websites/[id]/cars.json/route";
import * as feedImportsRoute from "@/app/api/v1/websites/[id]/feeds/imports.json/route";
import * as feedImportRoute from "@/app/api/v1/websites/[id]/feeds/imports/[importId]/route";
import * as confirmFeedImportRoute from "@/app/api/v1/websites/[id]/feeds/imports/[importId]/confirm.json/route";
import * as discardFeedImportRoute from "@/app/api/v1/websites/[id]/feeds/imports/[importId]/discard.json/route";
import * as catalogueTokenRoute from "@/app/api/v1/websites/[id]/feeds/catalogue_token.json/route";
import * as catalogueReportRoute from "@/app/api/v1/websites/[id]/feeds/catalogue.json/route";
import * as platformLeadRoute from "@/app/api/v1/websites/[id]/leads/[leadId]/route";
import * as platformLeadsRoute from "@/app/api/v1/websites/[id]/leads.json/route";
import * as platformLeadsCsvRoute from "@/app/api/v1/websites/[id]/leads.csv/route";
import * as platformLeadFileRoute from "@/app/api/v1/websites/[id]/leads/[leadId]/files/[fileId]/route";
import * as searchSlugsRoute from "@/app/api/v1/websites/[id]/pages/search_slugs.json/route";
import * as searchSlugRoute from "@/app/api/v1/websites/[id]/pages/search_slugs/[slug]/route";
import * as pageWriteRoute from "@/app/api/v1/websites/[id]/pages/[slug]/route";
import * as offerWriteRoute from "@/app/api/v1/websites/[id]/offers/[slug]/route";
import * as blogPostWriteRoute from "@/app/api/v1/websites/[id]/blog_posts/[slug]/route";
import * as websiteRoute from "@/app/api/v1/websites/[id]/route";
import * as websitesRoute from "@/app/api/v1/websites.json/route";
import * as domainsRoute from "@/app/api/v1/websites/[id]/domains.json/route";
import * as domainRoute from "@/app/api/v1/websites/[id]/domains/[host]/route";
import * as domainVerifyRoute from "@/app/api/v1/websites/[id]/domains/[host]/verify.json/route";
import * as domainAskRoute from "@/app/api/domains/ask/route";
import * as dealershipsRoute from "@/app/api/v1/websites/[id]/dealerships.json/route";
import * as dealershipRoute from "@/app/api/v1/websites/[id]/dealerships/[dealershipId]/route";
import * as locationRoute from "@/app/api/v1/websites/[id]/locations/[locationId]/route";
import * as backupRoute from "@/app/api/v1/backup/route";
import * as healthLiveRoute from "@/app/api/health/live/route";
import * as healthReadyRoute from "@/app/api/health/ready/route";
import * as siteDocumentRoute from "@/app/api/v1/sites/[slug]/route";
import * as reservationsListRoute from "@/app/api/v1/websites/[id]/reservations.json/route";
import * as cancelReservationRoute from "@/app/api/v1/websites/[id]/reservations/[reservation]/cancel/route";
import * as analyticsRoute from "@/app/api/v1/websites/[id]/analytics.json/route";
import * as sessionEventsRoute from "@/app/api/v1/websites/[id]/events.json/route";
import * as templatesRoute from "@/app/api/v1/websites/[id]/search_page_templates.json/route";
import { isUsableHost } from "./node-request-guard.ts";
import type { RateLimiter } from "./rate-limit.ts";
import {
  createApiFuzzCases,
  problemsWithAnswer,
  type ApiFuzzCases,
  type BadRequest,
} from "../../testing/api-fuzz-cases.ts";
import { callRoute, useRouteTestDatabase, type RouteModule } from "../../testing/route-harness.ts";

/**
 * Thousands of generated bad requests over every route under app/api (testing/api-fuzz-cases.ts),
 * each sent to the route module's own handler over a real database. Every one must get a JSON
 * 4xx with a message of ours, no stack or file path, none of the validation library's wording,
 * and nothing stored. The fuzz platform spec sends the same cases over HTTP to `next start`.
 */

const API_DIR = fileURLToPath(new URL("../../app/api/", import.meta.url));
const LIMITED_CLIENT = "203.0.113.99";
const RUNS_PER_ROUTE = 130;
const MIN_REQUESTS = 2_000;

let handle: DatabaseHandle;
let site: LeadTestSite;
let other: LeadTestSite;
let cases: ApiFuzzCases;
let sent = 0;

/** Refuses one client address, so the 429 path is part of the run; lets everyone else through. */
const limiter: RateLimiter = {
  consume: async ({ client }) =>
    client === LIMITED_CLIENT ? { isAllowed: false, retryAfterSeconds: 30 } : { isAllowed: true },
};

/** Each route file under app/api and its module. */
const ROUTE_MODULES: Record<string, RouteModule> = {
  "[[...path]]/route.ts": unknownRoute,
  "leads/route.ts": leadsRoute,
  "leads/[leadId]/route.ts": leadRoute,
  "leads/with-files/route.ts": withFilesRoute,
  "mock/leads/route.ts": mockLeadsRoute,
  "mock/leads/[leadId]/route.ts": mockLeadRoute,
  "mock/leads/with-files/route.ts": mockWithFilesRoute,
  "events/car_phone_call/route.ts": carPhoneCallRoute,
  "events/route.ts": collectorRoute,
  "events/phone_reveal/route.ts": phoneRevealRoute,
  "auth/route.ts": authRoute,
  "auth/code/route.ts": authCodeRoute,
  "auth/session/route.ts": authSessionRoute,
  "auth/watchlist/route.ts": authWatchlistRoute,
  "garage/unsubscribe/route.ts": unsubscribeRoute,
  "health/live/route.ts": healthLiveRoute,
  "health/ready/route.ts": healthReadyRoute,
  "inbound/mail/route.ts": inboundMailRoute,
  "inbound/sms/route.ts": inboundSmsRoute,
  "garage/cars/route.ts": garageCarsRoute,
  "search/count/route.ts": searchCountRoute,
  "rego-lookup/route.ts": regoRoute,
  "nevdis/route.ts": nevdisRoute,
  "simple-autograb-lookup/route.ts": autograbRoute,
  "redbook-valuation/route.ts": redbookRoute,
  "carClarityCustomer/route.ts": carClarityRoute,
  "reservations/route.ts": reservationsRoute,
  "reservations/hold/route.ts": reservationHoldRoute,
  "payments/return/route.ts": paymentReturnRoute,
  "payments/test/[id]/route.ts": testCardRoute,
  "payments/test/webhook/route.ts": testWebhookRoute,
  "payments/[provider]/webhook/route.ts": paymentWebhookRoute,
  "payments/st-george/[reference]/route.ts": stGeorgePaymentRoute,
  "v1/websites/[id]/route.ts": websiteRoute,
  "v1/websites.json/route.ts": websitesRoute,
  "v1/websites/[id]/domains.json/route.ts": domainsRoute,
  "v1/websites/[id]/domains/[host]/route.ts": domainRoute,
  "v1/websites/[id]/domains/[host]/verify.json/route.ts": domainVerifyRoute,
  "domains/ask/route.ts": domainAskRoute,
  "v1/websites/[id]/dealerships.json/route.ts": dealershipsRoute,
  "v1/websites/[id]/dealerships/[dealershipId]/route.ts": dealershipRoute,
  "v1/websites/[id]/locations/[locationId]/route.ts": locationRoute,
  "v1/backup/route.ts": backupRoute,
  "v1/sites/[slug]/route.ts": siteDocumentRoute,
  "v1/websites/[id]/reservations.json/route.ts": reservationsListRoute,
  "v1/websites/[id]/reservations/[reservation]/cancel/route.ts": cancelReservationRoute,
  "v1/websites/[id]/api_keys.json/route.ts": apiKeysRoute,
  "v1/websites/[id]/api_keys/[keyId]/route.ts": apiKeyRoute,
  "v1/websites/[id]/careers.json/route.ts": careersRoute,
  "v1/websites/[id]/events.json/route.ts": sessionEventsRoute,
  "v1/websites/[id]/analytics.json/route.ts": analyticsRoute,
  "v1/websites/[id]/locations.json/route.ts": locationsRoute,
  "v1/websites/[id]/website_session_data.json/route.ts": sessionDataRoute,
  "v1/websites/[id]/pages/search_slugs.json/route.ts": searchSlugsRoute,
  "v1/websites/[id]/search_page_templates.json/route.ts": templatesRoute,
  "v1/websites/[id]/cars/[car]/route.ts": carRoute,
  "v1/websites/[id]/cars.json/route.ts": carsRoute,
  "v1/websites/[id]/feeds/imports.json/route.ts": feedImportsRoute,
  "v1/websites/[id]/feeds/imports/[importId]/route.ts": feedImportRoute,
  "v1/websites/[id]/feeds/imports/[importId]/confirm.json/route.ts": confirmFeedImportRoute,
  "v1/websites/[id]/feeds/imports/[importId]/discard.json/route.ts": discardFeedImportRoute,
  "v1/websites/[id]/feeds/catalogue_token.json/route.ts": catalogueTokenRoute,
  "v1/websites/[id]/feeds/catalogue.json/route.ts": catalogueReportRoute,
  "v1/websites/[id]/pages/search_slugs/[slug]/route.ts": searchSlugRoute,
  "v1/websites/[id]/pages/[slug]/route.ts": pageWriteRoute,
  "v1/websites/[id]/offers/[slug]/route.ts": offerWriteRoute,
  "v1/websites/[id]/blog_posts/[slug]/route.ts": blogPostWriteRoute,
  "v1/websites/[id]/leads/[leadId]/route.ts": platformLeadRoute,
  "v1/websites/[id]/leads.json/route.ts": platformLeadsRoute,
  "v1/websites/[id]/leads.csv/route.ts": platformLeadsCsvRoute,
  "v1/websites/[id]/leads/[leadId]/files/[fileId]/route.ts": platformLeadFileRoute,
  "v1/manufacturers/[slug]/route.ts": manufacturerRoute,
  "v1/dealerships/[id]/available_appointment_bookings.json/route.ts": appointmentsRoute,
  "v1/dealerships/[id]/available_service_bookings.json/route.ts": serviceBookingsRoute,
};

// --- sending and judging ---------------------------------------------------------------------

function toRequest(bad: BadRequest): Request {
  const host = bad.host ?? `${site.slug}.localhost`;
  const headers = new Headers(bad.headers);
  if (bad.host !== "") headers.set("host", host);
  const hasBody = bad.body !== undefined && bad.body !== null && bad.method !== "GET";
  // A Host header that is no host cannot be a URL's: the request goes to localhost with it.
  const origin = isUsableHost(host) ? host || "localhost" : "localhost";
  return new Request(`http://${origin}${bad.path || "/api"}`, {
    method: bad.method,
    headers,
    body: hasBody ? (bad.body as BodyInit) : null,
  });
}

async function expectOurFourHundred(route: RouteModule, bad: BadRequest): Promise<void> {
  sent += 1;
  const response = await callRoute(route, bad.method, toRequest(bad), bad.params);
  const text = await response.text();
  const label = `${bad.method} ${bad.path} ${JSON.stringify(bad.params)} -> ${response.status} ${text.slice(0, 300)}`;
  const answer = {
    status: response.status,
    header: (name: string) => response.headers.get(name),
    text,
  };
  expect(problemsWithAnswer(answer), label).toEqual([]);
}

async function storedRows() {
  const rows = await Promise.all(
    [
      websites,
      domains,
      dealerships,
      locations,
      apiKeys,
      feedImports,
      leads,
      leadFiles,
      leadMessages,
      searchSlugs,
      trackingEvents,
      pages,
      offers,
      blogPosts,
      reservations,
      testPayments,
      garageUsers,
      garageSessions,
      watchlistItems,
    ].map(async (table) => {
      const [row] = await handle.db.select({ value: count() }).from(table);
      return row?.value ?? 0;
    }),
  );
  const [car] = await handle.db.select().from(cars);
  return { rows, car };
}

let before: Awaited<ReturnType<typeof storedRows>>;

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, {
    slug: "fuzz",
    settings: {
      search: { defaultSlug: "all-stock" },
      // Every lookup on, so their bodies are checked rather than 404ed.
      features: { nevdis: true, autograb: true, redbook: true },
      commerce: { financeProvider: "car-clarity" },
      garage: { isEnabled: true },
      auth: { isEnabled: true },
      analytics: { collectorEnabled: true },
    },
  });
  other = await createLeadTestSite(handle.db, { slug: "other-site" });
  const carId = await createTestCar(handle.db, site);
  await handle.db
    .insert(searchSlugs)
    .values({ websiteId: site.id, slug: "all-stock", title: "All stock", filters: {} });
  useRouteTestDatabase(handle, limiter);
  cases = createApiFuzzCases({ site, carId, limitedClient: LIMITED_CLIENT });
  before = await storedRows();
});

afterAll(async () => {
  await handle?.close();
});

describe("every route under app/api", () => {
  it("is in the fuzz table (a new route file must be added here)", () => {
    const files = readdirSync(API_DIR, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith("route.ts"))
      .map((file) => file.split("\\").join("/"))
      .sort();
    expect(files.length).toBeGreaterThan(15);
    expect(Object.keys(ROUTE_MODULES).sort()).toEqual(files);
    expect(Object.keys(cases).sort()).toEqual(files);
    expect(other.slug).toBe("other-site");
  });

  for (const [file, route] of Object.entries(ROUTE_MODULES)) {
    it(`answers ${RUNS_PER_ROUTE} bad requests to ${file} with our JSON 4xx`, async () => {
      await fc.assert(
        fc.asyncProperty(cases[file]!(), (bad) => expectOurFourHundred(route, bad)),
        { numRuns: RUNS_PER_ROUTE },
      );
    });
  }

  it(`sent at least ${MIN_REQUESTS} requests and stored nothing`, async () => {
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
    expect(await storedRows()).toEqual(before);
  });
});
