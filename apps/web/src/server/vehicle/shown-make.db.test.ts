import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Site } from "@forecourt/core/site/site";
import type { DatabaseHandle } from "@forecourt/db/client";
import { outbox } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestCar } from "@forecourt/db/testing/test-car";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { eq } from "drizzle-orm";
import type * as navigation from "next/navigation";
import * as authRoute from "@/app/api/auth/route";
import * as codeRoute from "@/app/api/auth/code/route";
import * as sessionRoute from "@/app/api/auth/session/route";
import * as garageCarsRoute from "@/app/api/garage/cars/route";
import * as carRoute from "@/app/api/v1/websites/[id]/cars/[car]/route";
import * as carsRoute from "@/app/api/v1/websites/[id]/cars.json/route";
import VehicleRoute, {
  metadata as vehicleMetadata,
} from "@/app/sites/[site]/(storefront)/[...rest]/_routes/vehicle";
import { getSite } from "../queries/site.ts";
import { platformApiRequest } from "../../testing/platform-api.ts";
import { callRoute, siteRequest, useRouteTestDatabase } from "../../testing/route-harness.ts";

/**
 * Spec §7: a make is shown one way wherever it appears. A feed stores "Skoda"; the shopper and
 * every integration see "Škoda" (core shownVehicle), on the vehicle page and in every answer.
 */
const SHOWN_NAME = "2020 Škoda Octavia RS";
const STORED = {
  slug: "octavia-rs",
  name: "2020 Skoda Octavia RS",
  make: "Skoda",
  model: "Octavia",
  year: 2020,
};

// The page's links warm their target through the app router, which a server render of the page
// alone does not mount; nothing navigates in a render.
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof navigation>()),
  useRouter: () => ({ prefetch: () => undefined, push: () => undefined }),
}));

const AUTH_ON = { garage: { isEnabled: true }, auth: { isEnabled: true } };

let handle: DatabaseHandle;
let testSite: LeadTestSite;
let site: Site;
let carId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  testSite = await createLeadTestSite(handle.db, { slug: "skoda-dealer", settings: AUTH_ON });
  carId = await createTestCar(handle.db, testSite, STORED);
  useRouteTestDatabase(handle);
  const found = await getSite(testSite.slug);
  if (!found) throw new Error("test site not found");
  site = found;
});

afterAll(async () => {
  await handle?.close();
});

const vehicleProps = () => ({
  site,
  route: { kind: "vehicle" as const, slug: STORED.slug },
  searchParams: {},
});

/** Every JSON-LD block of a rendered page, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  const blocks = html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs);
  return [...blocks].map(([, json]) => JSON.parse(json ?? "null") as Record<string, unknown>);
}

describe("a stored make shown another way (Skoda as Škoda) is shown so everywhere", () => {
  it("on the vehicle page: its title, its heading and its structured data", async () => {
    const meta = await vehicleMetadata(vehicleProps());
    expect(meta.title).toBe(SHOWN_NAME);
    expect(meta.openGraph?.title).toBe(SHOWN_NAME);
    expect(meta.description).toContain(SHOWN_NAME);

    const html = renderToStaticMarkup(await VehicleRoute(vehicleProps()));
    const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
    expect(heading).toBe(SHOWN_NAME);
    const car = jsonLdOf(html).find((block) => block["@type"] === "Car");
    expect(car).toMatchObject({ name: SHOWN_NAME, brand: { "@type": "Brand", name: "Škoda" } });
    expect(html).not.toMatch(/\bSkoda\b/);
  });

  it("in the platform API's car JSON, one car and the list", async () => {
    const params = { id: String(testSite.id), car: STORED.slug };
    const one = await callRoute(carRoute, "GET", platformApiRequest("GET"), params);
    expect(one.status).toBe(200);
    const car = (await one.json()) as Record<string, unknown>;
    expect(car).toMatchObject({ make: "Škoda", name: SHOWN_NAME, model: "Octavia" });
    expect(JSON.stringify(car)).not.toMatch(/\bSkoda\b/);

    const list = await callRoute(carsRoute, "GET", platformApiRequest("GET"), {
      id: String(testSite.id),
    });
    expect(list.status).toBe(200);
    const { cars } = (await list.json()) as { cars: Record<string, unknown>[] };
    expect(cars.find((c) => c.id === carId)).toMatchObject({ make: "Škoda", name: SHOWN_NAME });
  });

  it("in the garage: the saved car's live view and the signed-in shopper's watchlist", async () => {
    const live = await callRoute(
      garageCarsRoute,
      "GET",
      siteRequest(testSite.slug, `/api/garage/cars?ids=${carId}`, { method: "GET" }),
    );
    expect(live.status).toBe(200);
    const { cars } = (await live.json()) as { cars: { id: number; name: string }[] };
    expect(cars).toEqual([expect.objectContaining({ id: carId, name: SHOWN_NAME })]);

    const email = "shopper@skoda.test";
    const json = (body: unknown) => ({ json: body });
    const asked = await callRoute(
      codeRoute,
      "POST",
      siteRequest(testSite.slug, "/api/auth/code", json({ email })),
    );
    expect(asked.status).toBeLessThan(300);
    const [mail] = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "garage.sign-in-code"));
    const { code } = mail?.payload as { code: string };
    // The code is bound to the browser that asked: its sign-in cookie goes with the code.
    const asking = asked.headers.get("set-cookie")?.split(";")[0] ?? "";
    const session = await callRoute(
      sessionRoute,
      "POST",
      siteRequest(testSite.slug, "/api/auth/session", {
        ...json({ email, code, favourites: [carId] }),
        headers: { cookie: asking },
      }),
    );
    expect(session.status).toBe(200);
    const cookie = session.headers.get("set-cookie")?.split(";")[0] ?? "";
    const account = await callRoute(
      authRoute,
      "GET",
      siteRequest(testSite.slug, "/api/auth", { method: "GET", headers: { cookie } }),
    );
    const { watchlist } = (await account.json()) as { watchlist: Record<string, unknown>[] };
    expect(watchlist).toEqual([
      expect.objectContaining({ id: carId, name: SHOWN_NAME, make: "Škoda", model: "Octavia" }),
    ]);
  });
});
