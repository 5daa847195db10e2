import { parse } from "csv-parse/sync";
import { plainText } from "../text/plain-text.ts";
import { describe, expect, it } from "vitest";
import type { CarDetail } from "../domain/car-detail.ts";
import { variedCatalogueCars } from "../testing/catalogue-cars.ts";
import { buildCarDetail } from "../testing/car-detail.ts";
import { buildCatalogueSite } from "../testing/catalogue-site.ts";
import {
  CATALOGUE_FEEDS,
  type CatalogueFeedName,
  type CatalogueFeedReport,
  type CatalogueSite,
} from "./catalogue-feed.ts";
import { catalogueFeeds } from "./catalogue-feeds.ts";
import { checkCatalogueFeed } from "../testing/check-catalogue-feed.ts";
import { FEED_CHUNK_CHARACTERS } from "./encode-feed-rows.ts";
import { readXml } from "./read-xml.ts";

async function* arriving(cars: readonly CarDetail[]): AsyncGenerator<CarDetail> {
  for (const car of cars) yield car;
}

async function encode(feed: CatalogueFeedName, site: CatalogueSite, cars: readonly CarDetail[]) {
  const report: CatalogueFeedReport = { feed, included: 0, excluded: [] };
  let text = "";
  for await (const chunk of catalogueFeeds[feed].encode(site, arriving(cars), report)) {
    text += chunk;
  }
  return { text, report };
}

const csvRows = (text: string): Record<string, string>[] => parse(text, { columns: true });

/** How many vehicles the file holds, read the way its platform reads it. */
function itemCount(feed: CatalogueFeedName, text: string): number {
  if (feed === "meta.xml") {
    return readXml(text).children.filter((child) => child.name === "listing").length;
  }
  if (feed === "stock.json") return (JSON.parse(text) as unknown[]).length;
  return csvRows(text).length;
}

const SITES = [
  buildCatalogueSite(),
  buildCatalogueSite({ locale: "en-NZ", currency: "NZD", origin: "https://motors.example.nz" }),
  buildCatalogueSite({ locale: "en-US", currency: "USD", vehicleBase: "/inventory" }),
];

describe("every catalogue feed", () => {
  for (const site of SITES) {
    for (const feed of CATALOGUE_FEEDS) {
      it(`${feed} on a ${site.locale} site lists every varied car it may with no problem found`, async () => {
        const cars = variedCatalogueCars();
        const { text, report } = await encode(feed, site, cars);
        expect(checkCatalogueFeed(feed, text)).toEqual([]);
        // Google lists only what a shopper can buy now: the coming-soon convertible waits, and
        // the reserved Ranger is held by another shopper's deposit.
        const waiting = feed.startsWith("google")
          ? cars.filter(({ car }) => car.status === "coming_soon" || car.isReserved)
          : [];
        expect(waiting.length).toBe(feed.startsWith("google") ? 2 : 0);
        expect(itemCount(feed, text)).toBe(cars.length - waiting.length);
        expect(report).toEqual({
          feed,
          included: cars.length - waiting.length,
          excluded: waiting.map(({ car }) => ({
            carId: car.id,
            stockNumber: car.stockNumber,
            reason: car.isReserved ? "reserved" : "not-yet-in-stock",
          })),
        });
      });
    }
  }

  it("has a content type for each feed", () => {
    expect(catalogueFeeds["meta.xml"].contentType).toBe("application/xml; charset=utf-8");
    expect(catalogueFeeds["stock.json"].contentType).toBe("application/json; charset=utf-8");
    expect(catalogueFeeds["meta.csv"].contentType).toBe("text/csv; charset=utf-8");
  });
});

describe("exclusions", () => {
  const site = buildCatalogueSite({ template: "rv" });
  const cars = [
    buildCarDetail(),
    buildCarDetail({ car: { id: 2, stockNumber: "C2", body: "Caravan" } }),
    buildCarDetail({ car: { id: 3, stockNumber: "X3", vin: null } }),
    buildCarDetail({ car: { id: 4, stockNumber: "X4", vin: "SHORTVIN" } }),
    buildCarDetail({ car: { id: 5, stockNumber: "X5", primaryImageUrl: null, images: [] } }),
    buildCarDetail({ car: { id: 6, stockNumber: "X6", price: null } }),
    buildCarDetail({ car: { id: 7, stockNumber: "N7", carType: "new", dapPrice: null } }),
  ];

  it("leaves each car out of the feeds that cannot list it, with its reason", async () => {
    const excluded = async (feed: CatalogueFeedName) =>
      (await encode(feed, site, cars)).report.excluded.map((x) => [x.carId, x.reason]);
    expect(await excluded("meta.csv")).toEqual([
      [3, "no-vin"],
      [4, "vin-not-17-characters"],
      [5, "no-image"],
      [6, "no-price"],
    ]);
    // Vehicle listings take RVs; vehicle ads do not.
    expect(await excluded("google-vehicle-listings.csv")).toEqual([
      [3, "no-vin"],
      [4, "vin-not-17-characters"],
      [6, "no-price"],
    ]);
    expect(await excluded("google-vehicle-ads.csv")).toEqual([
      [2, "vehicle-type-not-accepted"],
      [3, "no-vin"],
      [4, "vin-not-17-characters"],
      [5, "no-image"],
      [6, "no-price"],
      [7, "no-price"],
    ]);
    expect(await excluded("stock.json")).toEqual([]);
  });

  it("writes only the cars it lists, and counts them", async () => {
    const { text, report } = await encode("meta.csv", site, cars);
    expect(csvRows(text).map((row) => row.vehicle_id)).toEqual(["U1001", "C2", "N7"]);
    expect(report.included).toBe(3);
    expect(report.excluded[0]).toEqual({ carId: 3, stockNumber: "X3", reason: "no-vin" });
  });
});

describe("streaming", () => {
  it("hands on text before the last car has arrived, in chunks", async () => {
    let arrived = 0;
    async function* many(): AsyncGenerator<CarDetail> {
      for (let n = 0; n < 1500; n += 1) {
        arrived += 1;
        yield buildCarDetail({ car: { id: n + 1, stockNumber: `S${n}`, slug: `car-${n}` } });
      }
    }
    const report: CatalogueFeedReport = { feed: "stock.json", included: 0, excluded: [] };
    const arrivedAtChunk: number[] = [];
    const chunks: string[] = [];
    for await (const chunk of catalogueFeeds["stock.json"].encode(
      buildCatalogueSite(),
      many(),
      report,
    )) {
      arrivedAtChunk.push(arrived);
      chunks.push(chunk);
    }
    expect(chunks.length).toBeGreaterThan(2);
    expect(arrivedAtChunk[0]).toBeLessThan(1500);
    expect(chunks.slice(0, -1).every((chunk) => chunk.length >= FEED_CHUNK_CHARACTERS)).toBe(true);
    expect(JSON.parse(chunks.join(""))).toHaveLength(1500);
    expect(report.included).toBe(1500);
  });

  it("writes a whole, empty file when there are no cars", async () => {
    const site = buildCatalogueSite();
    expect(JSON.parse((await encode("stock.json", site, [])).text)).toEqual([]);
    expect(readXml((await encode("meta.xml", site, [])).text).children.map((c) => c.name)).toEqual([
      "title",
      "link",
    ]);
    expect(csvRows((await encode("meta.csv", site, [])).text)).toEqual([]);
  });
});

describe("what the feeds say", () => {
  const site = buildCatalogueSite();
  const [hatch, suv, ute, demo] = variedCatalogueCars();

  it("Meta: id, prices, state, units, address, images and mapped enums", async () => {
    const { text } = await encode("meta.csv", site, [hatch!, suv!, ute!, demo!]);
    const [first, second, third, fourth] = csvRows(text);
    expect(first).toMatchObject({
      vehicle_id: "U1001",
      url: "https://harbour.example/cars/2021-toyota-corolla-ascent-sport-u1001",
      body_style: "HATCHBACK",
      price: "27990 AUD",
      sale_price: "",
      state_of_vehicle: "USED",
      availability: "AVAILABLE",
      "mileage.value": "38500",
      "mileage.unit": "KM",
      "address.addr1": "12 Church St",
      "address.postal_code": "2150",
      "address.country": "AU",
      latitude: "-33.8136",
      fuel_type: "PETROL",
      transmission: "AUTOMATIC",
      dealer_id: "parramatta",
      dealer_name: "Harbour Motors",
      dealer_phone: "02 9999 0000",
      date_first_on_lot: "2026-10-01",
      "image[0].url": "https://harbour.example/media/cars/u1001/front.jpg",
      "image[0].tag[0]": "Front",
      "image[1].url": "https://harbour.example/media/cars/u1001/side.jpg",
    });
    expect(second).toMatchObject({
      state_of_vehicle: "NEW",
      exterior_color: "Other",
      drivetrain: "AWD",
      fuel_type: "HYBRID",
    });
    // A machine reads the feed: the description is as written, with no quote put before "=",
    // and as plain text (the dealer's <b> goes).
    expect(second!.description).toBe(plainText(suv!.car.description!));
    expect(second!.description).toContain("AWD & more.");
    expect(third).toMatchObject({
      // Certified by the dealer's own program: a used car to Meta, CPO being a maker's program.
      state_of_vehicle: "USED",
      body_style: "TRUCK",
      price: "51990 AUD",
      sale_price: "48990 AUD",
      availability: "PENDING",
      drivetrain: "FOUR_WD",
      transmission: "MANUAL",
      latitude: "",
      dealer_id: "blacktown",
      "image[0].url": "https://cdn.example/stock/U1003/0.jpg",
    });
    expect(fourth).toMatchObject({
      vehicle_id: "104",
      state_of_vehicle: "USED",
      body_style: "HATCHBACK",
      description: "2025 Škoda Octavia RS",
      price: "49990.50 AUD",
      fuel_type: "PLUGIN_HYBRID",
      "image[19].url": "https://harbour.example/media/cars/D104/19.jpg",
    });
    expect(Object.keys(fourth!)).not.toContain("image[20].url");
  });

  it("Meta XML holds the same values, escaped and read back whole", async () => {
    const { text } = await encode("meta.xml", buildCatalogueSite({ locale: "en-US" }), [suv!]);
    const listing = readXml(text).children.find((child) => child.name === "listing")!;
    const field = (name: string) => listing.children.find((child) => child.name === name);
    expect(field("description")!.text).toBe(plainText(suv!.car.description!));
    expect(field("mileage")!.children.map((c) => [c.name, c.text])).toEqual([
      ["value", "7"],
      ["unit", "MI"],
    ]);
    expect(field("address")!.attributes).toEqual({ format: "simple" });
    expect(field("exterior_color")!.text).toBe("Other");
    expect(listing.children.filter((child) => child.name === "image")).toHaveLength(3);
  });

  it("Google vehicle listings: store, address, condition, mileage and images", async () => {
    // The fixture's Ranger is reserved, which keeps it out of Google: here its hold has lapsed.
    const forSale = { ...ute!, car: { ...ute!.car, isReserved: false } };
    const { text } = await encode("google-vehicle-listings.csv", site, [hatch!, forSale]);
    const [first, second] = csvRows(text);
    expect(first).toMatchObject({
      vin: "JTMK4RBE0M3123456",
      id: "U1001",
      store_code: "parramatta",
      dealership_name: "Harbour Motors",
      dealership_address: "12 Church St, Parramatta NSW 2150, AU",
      price: "27990 AUD",
      condition: "used",
      certified_pre_owned: "no",
      mileage: "38500 km",
      trim: "Ascent Sport",
      image_link: "https://harbour.example/media/cars/u1001/front.jpg",
      additional_image_link: "https://harbour.example/media/cars/u1001/side.jpg",
      date_in_stock: "2026-10-01",
    });
    expect(second).toMatchObject({ certified_pre_owned: "no", price: "48990 AUD" });
    const maker = await encode(
      "google-vehicle-listings.csv",
      buildCatalogueSite({ isManufacturerCertified: true }),
      [hatch!, forSale],
    );
    expect(csvRows(maker.text).map((row) => row.certified_pre_owned)).toEqual(["no", "yes"]);
  });

  it("Google vehicle ads: Australian price types, the store code template and fulfilment", async () => {
    const { text } = await encode("google-vehicle-ads.csv", site, [hatch!, suv!, demo!]);
    const [first, second, third] = csvRows(text);
    expect(first).toMatchObject({
      id: "U1001",
      price: "27990 AUD",
      vehicle_price_type: "excluding_government_charges_price",
      link_template:
        "https://harbour.example/cars/2021-toyota-corolla-ascent-sport-u1001?store={store_code}",
      store_code: "parramatta",
      vehicle_fulfillment: "in_store:parramatta",
      body_style: "hatchback",
      condition: "used",
      "certified_pre-owned": "no",
    });
    expect(second).toMatchObject({
      price: "56490 AUD",
      vehicle_price_type: "drive_away_price",
      condition: "new",
      body_style: "suv",
    });
    expect(third!.additional_image_link!.split(",")).toHaveLength(10);

    const us = await encode(
      "google-vehicle-ads.csv",
      buildCatalogueSite({ locale: "en-US", currency: "USD" }),
      [suv!],
    );
    // The one advertised price: drive-away where the dealer gives one, on every surface.
    expect(csvRows(us.text)[0]).toMatchObject({
      price: "56490 USD",
      vehicle_price_type: "",
      mileage: "7 miles",
    });
  });

  it("the stock export has every spec field and no payment key", async () => {
    const keyed = buildCarDetail({
      car: {
        paymentProcessors: [
          {
            authorizationType: "stripe",
            authorizationKey: "sk_live_SECRET1234",
            depositAmount: 500,
          },
        ],
      },
    });
    // Internal fields (valuation data, processor settings) only when the dealer turns them on.
    const plain = await encode("stock.json", site, [keyed]);
    const [shared] = JSON.parse(plain.text);
    for (const field of ["payment_processors", "has_checkout_payment_processor", "autograb_data"]) {
      expect(shared).not.toHaveProperty(field);
    }
    expect(shared).toMatchObject({ stocknum: "U1001", vin: "JTMK4RBE0M3123456" });
    const plainCsv = csvRows((await encode("stock.csv", site, [keyed])).text)[0]!;
    expect(Object.keys(plainCsv).filter((column) => /payment|autograb/.test(column))).toEqual([]);

    const withInternal = buildCatalogueSite({ isExportingInternalFields: true });
    const json = await encode("stock.json", withInternal, [keyed]);
    expect(json.text).not.toContain("SECRET");
    const [record] = JSON.parse(json.text);
    expect(record).toMatchObject({
      stocknum: "U1001",
      car_type: "used",
      dapprice: null,
      payment_processors: [{ authorization_type: "stripe", deposit_amount: 500 }],
      has_checkout_payment_processor: true,
      location: { slug: "parramatta", distribution_locations: [] },
      autograb_data: { average_market_price: null, state_average_market_price: null },
      primary_image_url: "https://harbour.example/media/cars/u1001/front.jpg",
    });
    expect(record.payment_processors[0]).not.toHaveProperty("authorization_key");

    const csv = await encode("stock.csv", withInternal, [keyed]);
    expect(csv.text).not.toContain("SECRET");
    expect(csvRows(csv.text)[0]).toMatchObject({
      stocknum: "U1001",
      "location.slug": "parramatta",
      payment_processors: '[{"authorization_type":"stripe","deposit_amount":500}]',
      has_checkout_payment_processor: "true",
    });
  });
});
