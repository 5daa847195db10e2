import { and, asc, eq, gt } from "drizzle-orm";
import type * as navigation from "next/navigation";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { Site } from "@forecourt/core/site/site";
import { getSiteBySlug } from "@forecourt/db/repositories/sites/get-site";
import { replaceCarImages } from "@forecourt/db/repositories/stock/replace-car-images";
import { cars } from "@forecourt/db/schema";
import { seededDemoSite } from "@/testing/demo-site-database";
import SearchRoute from "./search.tsx";
import VehicleRoute from "./vehicle.tsx";
import VehicleCheckoutRoute from "./vehicle-checkout.tsx";

// The pages' links warm their target through the app router, which a server render of the page
// alone does not mount; nothing navigates in a render.
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof navigation>()),
  useRouter: () => ({ prefetch: () => undefined, push: () => undefined }),
}));

// metro-pre-owned offers subscriptions: its cars for sale show "subscribe from".
const demo = seededDemoSite("metro-pre-owned");

async function metro(): Promise<Site> {
  const site = await getSiteBySlug(demo.handle.db, "metro-pre-owned");
  if (!site) throw new Error("no demo site metro-pre-owned");
  return site;
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const vehiclePage = async (site: Site, slug: string) =>
  renderToStaticMarkup(
    await VehicleRoute({ site, route: { kind: "vehicle", slug }, searchParams: {} }),
  );

/** The text of the page's price and contact column (similar cars below have prices of their own). */
const asideOf = (html: string) =>
  textOf(/<aside aria-label="Price and contact".*?<\/aside>/s.exec(html)?.[0] ?? "");

describe("what a shopper sees of a car another shopper has taken (issue 59)", () => {
  it("a car for sale offers a subscription; reserved or sold, it offers none and says why", async () => {
    const site = await metro();
    const rows = await demo.handle.db
      .select({ slug: cars.slug, id: cars.id })
      .from(cars)
      .where(
        and(eq(cars.websiteId, site.id), gt(cars.subscriptionPrice, 0), eq(cars.isSold, false)),
      )
      .orderBy(cars.id);
    // Changed before any page reads them, so no cache holds them as they were.
    const [forSale, reserved, sold] = rows.slice(-3);
    await demo.handle.db.update(cars).set({ isReserved: true }).where(eq(cars.id, reserved!.id));
    await demo.handle.db.update(cars).set({ isSold: true }).where(eq(cars.id, sold!.id));

    expect(asideOf(await vehiclePage(site, forSale!.slug))).toContain("Or subscribe from");
    const reservedText = asideOf(await vehiclePage(site, reserved!.slug));
    expect(reservedText).not.toContain("subscribe");
    expect(reservedText).toContain(
      "This car is reserved: another shopper has paid a deposit on it.",
    );
    const soldPage = await vehiclePage(site, sold!.slug);
    expect(asideOf(soldPage)).not.toContain("subscribe");
    expect(textOf(soldPage)).toContain("Search all cars for sale");

    // Its reserve form, reloaded after the deposit was paid, explains itself: no bare 404.
    const checkout = renderToStaticMarkup(
      await VehicleCheckoutRoute({
        site,
        route: { kind: "vehicle-checkout", slug: reserved!.slug, mode: "checkout" },
        searchParams: {},
      }),
    );
    expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(checkout)?.[1]).toBe("This car has just been reserved");
    expect(textOf(checkout)).toContain("can no longer be reserved online");
  });
});

describe("the vehicle noun inside a sentence on the search page (issue 59)", () => {
  it("a keyword that finds nothing: 'No cars found', 'No cars match your search.'", async () => {
    const site = await metro();
    const text = textOf(
      renderToStaticMarkup(
        await SearchRoute({
          site,
          route: { kind: "search", slug: null, filterPath: [] },
          searchParams: { q: "nothing-like-this-anywhere" },
        }),
      ),
    );
    expect(text).toContain("No cars found");
    expect(text).toContain("No cars match your search.");
    expect(text).not.toMatch(/No Cars\b/);
  });
});

describe("a car's photos as the console describes them (issue 68)", () => {
  it("show on its page with the description staff gave each, as its alt text", async () => {
    const site = await metro();
    // The site's first car: no other test here reads its page, so no cache holds it.
    const [car] = await demo.handle.db
      .select({ id: cars.id, slug: cars.slug })
      .from(cars)
      .where(and(eq(cars.websiteId, site.id), eq(cars.isSold, false)))
      .orderBy(asc(cars.id))
      .limit(1);
    const alts = ["2021 Toyota HiLux SR5, front three-quarter", "Tray with a canopy, from behind"];
    await replaceCarImages(
      demo.handle.db,
      site.id,
      car!.id,
      alts.map((alt, index) => ({
        url: `/media/cars/${site.id}/${String(index).repeat(64)}.jpg`,
        thumbUrl: `/media/cars/${site.id}/${String(index).repeat(64)}.jpg`,
        width: 1600,
        height: 1200,
        alt,
        sourceUrl: null,
        sourceHash: null,
        sourceEtag: null,
        sourceLastModified: null,
      })),
    );
    const html = await vehiclePage(site, car!.slug);
    expect(html).toContain(`alt="${alts[0]}"`);
  });
});
