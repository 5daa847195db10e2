import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkVin } from "@forecourt/core/domain/vin";
import { checkVinStructure } from "@forecourt/core/domain/vin-structure";
import * as schema from "../schema.ts";
import { seededDemoDatabase } from "../testing/demo-database.ts";
import { DEMO_SITES } from "./demo-sites.ts";

const NOW = new Date("2026-11-01T00:00:00Z");

const seeded = seededDemoDatabase({ now: NOW });

const carsOf = (websiteId: number) =>
  seeded.handle.db.select().from(schema.cars).where(eq(schema.cars.websiteId, websiteId));

const filled = (value: string | null) => value !== null && value.trim() !== "";

describe("the demo cars fill the spec §3 Car fields a shopper and a marketplace read", () => {
  it.each(DEMO_SITES.map((site) => [site.slug, site] as const))(
    "%s: every car has a series and a colour; a drive-away price and a carsales seller id where they apply",
    async (slug, demo) => {
      const id = seeded.report.sites.find((s) => s.slug === slug)?.id;
      if (!id) throw new Error(`no site ${slug}`);
      const cars = await carsOf(id);
      expect(cars.length).toBeGreaterThan(0);
      for (const car of cars) {
        expect(filled(car.series), `${car.stockNumber} series`).toBe(true);
        expect(filled(car.colour), `${car.stockNumber} colour`).toBe(true);
      }
      const locale = demo.settings.locale ?? "en-AU";
      // A drive-away price is an Australian and New Zealand figure for new and demonstrator
      // stock, above the advertised price; a used car's price and a US price have none.
      const priced = cars.filter((car) => car.carType !== "used" && locale !== "en-US");
      for (const car of cars) {
        if (priced.includes(car)) {
          expect(car.dapPrice, `${car.stockNumber} dapprice`).toBeGreaterThan(car.price ?? 0);
        } else expect(car.dapPrice, `${car.stockNumber} dapprice`).toBeNull();
      }
      if (locale !== "en-US") expect(priced.length).toBeGreaterThan(0);
      // carsales.com.au lists Australian dealers only: an AU site's cars name the seller id of
      // their dealership, one per dealership.
      const sellers = new Map(cars.map((car) => [car.dealershipId, car.carsalesSellerIdentifier]));
      for (const car of cars) {
        if (locale === "en-AU") {
          expect(car.carsalesSellerIdentifier, car.stockNumber).toMatch(/^AD-\d+$/);
          expect(car.carsalesSellerIdentifier).toBe(sellers.get(car.dealershipId));
        } else expect(car.carsalesSellerIdentifier, car.stockNumber).toBeNull();
      }
    },
  );

  it("gives every demo car a VIN NHTSA decodes: its make's WMI, its model year, the check digit", async () => {
    const cars = await seeded.handle.db.select().from(schema.cars);
    expect(cars.length).toBeGreaterThan(0);
    for (const car of cars) {
      expect(checkVin(car.vin, { isUnitedStatesMarket: true }), car.stockNumber).toEqual({
        isValid: true,
        vin: car.vin,
      });
      expect(checkVinStructure(car.vin!, car), `${car.stockNumber} ${car.vin}`).toEqual({
        isValid: true,
      });
    }
  });

  it("gives some demo yards distribution locations, each another location of the same site", async () => {
    const locations = await seeded.handle.db.select().from(schema.locations);
    const distributing = locations.filter((l) => l.distributionLocations.length > 0);
    expect(distributing.length).toBeGreaterThan(0);
    for (const yard of distributing) {
      const others = locations
        .filter((l) => l.websiteId === yard.websiteId && l.id !== yard.id)
        .map((l) => l.slug);
      for (const slug of yard.distributionLocations) expect(others).toContain(slug);
    }
  });
});
