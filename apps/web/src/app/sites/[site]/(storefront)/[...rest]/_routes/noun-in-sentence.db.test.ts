import { eq } from "drizzle-orm";
import type * as navigation from "next/navigation";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { isCarSold } from "@forecourt/core/domain/car";
import { checkoutProcessor } from "@forecourt/core/payments/payment-provider";
import type { Site } from "@forecourt/core/site/site";
import { getSiteBySlug } from "@forecourt/db/repositories/sites/get-site";
import { cars } from "@forecourt/db/schema";
import { paymentProvidersOnThisServer } from "@/server/payments/payment-provider-for";
import { isCheckoutEligible, requireVehicle } from "@/server/vehicle/vehicle-view";
import { seededDemoSite } from "@/testing/demo-site-database";
import GarageRoute from "./garage.tsx";
import VehicleRoute from "./vehicle.tsx";
import VehicleCheckoutRoute from "./vehicle-checkout.tsx";

// The pages' links warm their target through the app router, which a server render of the page
// alone does not mount; nothing navigates in a render.
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof navigation>()),
  useRouter: () => ({ prefetch: () => undefined, push: () => undefined }),
}));

// Seeds every demo site; metro-pre-owned sells cars, throttle-motorcycles motorcycles.
const demo = seededDemoSite("metro-pre-owned");

async function demoSite(slug: string): Promise<Site> {
  const site = await getSiteBySlug(demo.handle.db, slug);
  if (!site) throw new Error(`no demo site ${slug}`);
  return site;
}

/** The slug of the site's first car the test cares for, in the order of their ids. */
async function firstCar(
  site: Site,
  isWanted: (detail: Awaited<ReturnType<typeof requireVehicle>>) => boolean,
) {
  const rows = await demo.handle.db
    .select({ slug: cars.slug })
    .from(cars)
    .where(eq(cars.websiteId, site.id))
    .orderBy(cars.id);
  for (const { slug } of rows) {
    if (isWanted(await requireVehicle(site, slug))) return slug;
  }
  throw new Error(`no such car on ${site.slug}`);
}

/** The text of a page's markup, its tags dropped and its spaces joined. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("the vehicle noun inside a sentence is lower case (issue 40, item 18)", () => {
  it("the reserve page: 'Reserve this car'", async () => {
    const site = await demoSite("metro-pre-owned");
    const slug = await firstCar(
      site,
      (detail) =>
        isCheckoutEligible(site, detail).isEligible &&
        checkoutProcessor(detail.car.paymentProcessors, paymentProvidersOnThisServer()) !== null,
    );
    const html = renderToStaticMarkup(
      await VehicleCheckoutRoute({
        site,
        route: { kind: "vehicle-checkout", slug, mode: "checkout" },
        searchParams: {},
      }),
    );
    expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]).toBe("Reserve this car");
    expect(textOf(html)).not.toMatch(/this Car\b/);
  });

  it("the empty saved list: 'No saved cars yet. Tap the heart on any car'", async () => {
    for (const [slug, sentence] of [
      ["metro-pre-owned", "No saved cars yet. Tap the heart on any car to keep it here."],
      [
        "throttle-motorcycles",
        "No saved motorcycles yet. Tap the heart on any motorcycle to keep it here.",
      ],
    ] as const) {
      const site = await demoSite(slug);
      const html = renderToStaticMarkup(
        await GarageRoute({ site, route: { kind: "garage" }, searchParams: {} }),
      );
      expect(textOf(html), slug).toContain(sentence);
    }
  });

  it("a motorcycle's page: 'Enquire about this motorcycle'", async () => {
    const site = await demoSite("throttle-motorcycles");
    const slug = await firstCar(site, (detail) => !isCarSold(detail.car));
    const text = textOf(
      renderToStaticMarkup(
        await VehicleRoute({ site, route: { kind: "vehicle", slug }, searchParams: {} }),
      ),
    );
    expect(text).toContain("Enquire about this motorcycle");
    expect(text).not.toMatch(/this Motorcycle\b/);
  });
});
