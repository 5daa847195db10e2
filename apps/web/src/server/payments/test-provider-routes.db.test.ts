import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { cars, reservations } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as testCardRoute from "@/app/api/payments/test/[id]/route";
import { signWebhook } from "../outbox/webhook.ts";
import {
  callRoute,
  siteRequest,
  useRouteTestDatabase,
  type RouteModule,
} from "../../testing/route-harness.ts";
import { postReservation, RESERVING_SHOPPER } from "../../testing/reservation-requests.ts";
import { payWithTestCard } from "../../testing/test-card.ts";

/**
 * The test provider's two URLs under /api/payments/test/: its hosted page's card
 * (`test/{id}`) and its webhooks (`test/webhook`, the `{provider}/webhook` of every provider).
 * Next picks the most specific route segment by segment, so without a route of its own the
 * webhook was answered by the card route (422 card_number) and never arrived.
 */

const API_DIR = fileURLToPath(new URL("../../app/api/", import.meta.url));
const PROCESSOR_KEY = "demo_key";

/**
 * The route file under app/api that Next serves `path` from (relative, e.g.
 * "payments/test/[id]/route.ts"): at each segment a static folder before a dynamic one, before
 * a catch-all, before an optional catch-all; route groups "(x)" add no segment.
 */
function routeFileFor(path: string): string | null {
  const segments = path
    .replace(/^\/api\/?/, "")
    .split("/")
    .filter(Boolean);
  const resolve = (dir: string, rest: string[]): string | null => {
    const entries = readdirSync(`${API_DIR}${dir}`, { withFileTypes: true });
    const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const hasRoute = entries.some((entry) => entry.isFile() && entry.name === "route.ts");
    for (const group of folders.filter((name) => /^\(.+\)$/.test(name))) {
      const found = resolve(`${dir}${group}/`, rest);
      if (found) return found;
    }
    if (rest.length === 0) {
      if (hasRoute) return `${dir}route.ts`;
      const optional = folders.find((name) => /^\[\[\.\.\..+\]\]$/.test(name));
      return optional ? resolve(`${dir}${optional}/`, []) : null;
    }
    const [head, ...tail] = rest as [string, ...string[]];
    const tries = [
      folders.find((name) => name === head),
      folders.find((name) => /^\[[^.[\]][^\]]*\]$/.test(name)),
    ];
    for (const folder of tries) {
      if (!folder) continue;
      const found = resolve(`${dir}${folder}/`, tail);
      if (found) return found;
    }
    const catchAll = folders.find((name) => /^\[{1,2}\.\.\..+\]{1,2}$/.test(name));
    if (catchAll && existsRoute(`${dir}${catchAll}/`)) return `${dir}${catchAll}/route.ts`;
    return null;
  };
  const existsRoute = (dir: string) =>
    readdirSync(`${API_DIR}${dir}`).some((name) => name === "route.ts");
  return resolve("", segments);
}

let handle: DatabaseHandle;
let site: LeadTestSite;
let carId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, { slug: "test-pay" });
  const [car] = await handle.db
    .insert(cars)
    .values({
      websiteId: site.id,
      dealershipId: site.dealershipId,
      slug: "corolla-ascent",
      name: "2022 Toyota Corolla Ascent",
      make: "Toyota",
      model: "Corolla",
      year: 2022,
      carType: "used",
      price: 27_000,
      stockNumber: "TP-1",
      paymentProcessors: [
        { authorizationType: "test", authorizationKey: PROCESSOR_KEY, depositAmount: 500 },
      ],
    })
    .returning();
  carId = car!.id;
  useRouteTestDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
});

describe("routes under /api/payments/test", () => {
  it("resolve as Next resolves them: the webhook to a route of its own, a payment id to the card", () => {
    expect(routeFileFor("/api/payments/stripe/webhook")).toBe(
      "payments/[provider]/webhook/route.ts",
    );
    expect(routeFileFor("/api/payments/test/tp_RES-AAAAAAAA")).toBe("payments/test/[id]/route.ts");
    expect(routeFileFor("/api/payments/test/webhook")).toBe("payments/test/webhook/route.ts");
  });

  it("the test provider's signed webhook confirms a paid reservation whose shopper never came back", async () => {
    const created = await postReservation(site.slug, {
      car_id: "corolla-ascent",
      kind: "reserve",
      answers: RESERVING_SHOPPER,
    });
    expect(created.status).toBe(201);
    const { redirect_url, reference } = (await created.json()) as Record<string, string>;
    const paid = await payWithTestCard(site.slug, redirect_url!, "4242 4242 4242 4242");
    expect(paid.status).toBe(200);

    const file = routeFileFor("/api/payments/test/webhook")!;
    const route = (await import(`../../app/api/${file.replace(/\.ts$/, "")}`)) as RouteModule;
    const body = JSON.stringify({
      type: "payment.succeeded",
      reference,
      payment_ref: redirect_url!.split("/").pop(),
    });
    const response = await callRoute(
      route,
      "POST",
      siteRequest(site.slug, "/api/payments/test/webhook", {
        headers: { "content-type": "application/json", ...signWebhook(PROCESSOR_KEY, body) },
        body,
      }),
      file.includes("[id]") ? { id: "webhook" } : {},
    );
    expect(await response.json()).toEqual({ received: true, outcome: "confirmed" });
    expect(response.status).toBe(200);
    const rows = await handle.db.select().from(reservations).where(eq(reservations.carId, carId));
    expect(rows.map((row) => row.status)).toEqual(["confirmed"]);
  });

  it("a payment id with a NUL character (%00) is a 4xx, not a 500", async () => {
    const response = await callRoute(
      testCardRoute,
      "POST",
      siteRequest(site.slug, "/api/payments/test/%00", {
        json: { card_number: "4242 4242 4242 4242" },
      }),
      { id: "\u0000" },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining("NUL") });
  });
});
