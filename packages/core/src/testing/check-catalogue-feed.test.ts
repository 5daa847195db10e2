import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import type { CarDetail } from "../domain/car-detail.ts";
import { buildCarDetail } from "./car-detail.ts";
import { buildCatalogueSite } from "./catalogue-site.ts";
import type { CatalogueFeedName, CatalogueFeedReport } from "../catalogue/catalogue-feed.ts";
import { catalogueFeeds } from "../catalogue/catalogue-feeds.ts";
import {
  checkCatalogueFeed,
  checkFeedExclusions,
  checkPixelEvent,
  checkCarPage,
  type CarPageState,
  type CatalogueFeedContext,
} from "./check-catalogue-feed.ts";

async function feedText(
  feed: CatalogueFeedName,
  cars: CarDetail[] = [buildCarDetail()],
  site = buildCatalogueSite(),
) {
  async function* arriving() {
    yield* cars;
  }
  const report: CatalogueFeedReport = { feed, included: 0, excluded: [] };
  let text = "";
  for await (const chunk of catalogueFeeds[feed].encode(site, arriving(), report)) {
    text += chunk;
  }
  return text;
}

/** Rows as RFC 4180 CSV, every cell quoted and written as it is. */
const rawCsv = (rows: string[][]) =>
  rows
    .map((row) => `${row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(",")}\r\n`)
    .join("");

const BOM = "\uFEFF";

/** The CSV's rows, its byte order mark (where it has one) skipped. */
const csvOf = (text: string) => parse(text, { bom: true }) as string[][];

/** The CSV with one cell of its first vehicle changed, the rest as the encoder wrote it. */
function withCell(text: string, field: string, value: string): string {
  const [header, first, ...rest] = csvOf(text);
  const column = header!.indexOf(field);
  if (column < 0) throw new Error(`No column ${field}`);
  first![column] = value;
  return (text.startsWith(BOM) ? BOM : "") + rawCsv([header!, first!, ...rest]);
}

const fields = (problems: ReturnType<typeof checkCatalogueFeed>) =>
  problems.map(({ item, field, message }) => `${item} ${field}: ${message}`);

describe("checkCatalogueFeed: Meta CSV", () => {
  let valid = "";
  beforeAll(async () => {
    valid = await feedText("meta.csv");
  });

  it("finds nothing wrong in a generated feed", () => {
    expect(checkCatalogueFeed("meta.csv", valid)).toEqual([]);
  });

  it.each([
    ["price", "27990", "is not an amount and currency code"],
    ["price", "$27,990", "is not an amount and currency code"],
    ["sale_price", "30000 AUD", "is not below the price"],
    ["sale_price", "20000 NZD", "is not in the price's currency"],
    ["year", "21", "is not a four-digit year"],
    ["vin", "JTNK4RBE50312345", "is a VIN that is not 17 characters"],
    ["vin", "JTNK4RBE50312345!", "is a VIN with characters a VIN never holds"],
    ["vin", "JTNK4RBE3O3123456", "is a VIN with characters a VIN never holds"],
    ["vin", "1FTFW1E50PFA12345", "check digit (position 9) does not match"],
    ["url", "http://harbour.example/cars/x", "is not an https URL"],
    ["url", "/cars/x", "is not an absolute URL"],
    ["mileage.unit", "KMS", "is not one of KM, MI"],
    ["mileage.value", "38,500", "is not a whole number"],
    ["state_of_vehicle", "DEMO", "is not one of NEW, USED, CPO"],
    ["body_style", "UTE", "is not one of CONVERTIBLE"],
    ["availability", "in stock", "is not one of AVAILABLE"],
    ["transmission", "CVT", "is not one of AUTOMATIC, MANUAL"],
    ["fuel_type", "LPG", "is not one of DIESEL"],
    ["drivetrain", "4X4", "is not one of TWO_WD"],
    ["date_first_on_lot", "01/10/2026", "is not a date written YYYY-MM-DD"],
    ["date_first_on_lot", "2026-02-30", "is not a date written YYYY-MM-DD"],
    ["title", "", "is required"],
    ["exterior_color", "", "is required"],
    ["address.addr1", "", "is required"],
    ["address.country", "Australia", "is not a two-letter country code"],
    ["image[0].url", "", "is required"],
    ["image[0].tag[0]", "", "is required for each image"],
    ["image[1].url", "ftp://harbour.example/a.jpg", "is not an https URL"],
    ["latitude", "200", "is not a number from -90 to 90"],
    ["description", "x".repeat(5001), "more than the 5000 allowed"],
  ])("finds %s %j: %s", (field, value, message) => {
    const problems = checkCatalogueFeed("meta.csv", withCell(valid, field, value));
    expect(fields(problems)).toEqual([expect.stringContaining(`1 ${field}: `)]);
    expect(problems[0]!.message).toContain(message);
  });

  it("takes Meta's enums in any case", () => {
    expect(checkCatalogueFeed("meta.csv", withCell(valid, "body_style", "hatchback"))).toEqual([]);
  });

  it("finds a vehicle id listed twice", async () => {
    const twice = await feedText("meta.csv", [
      buildCarDetail(),
      buildCarDetail({ car: { id: 2, vin: "JTMK4RBE2M3123457" } }),
    ]);
    expect(fields(checkCatalogueFeed("meta.csv", twice))).toEqual([
      '2 vehicle_id: "U1001" is also vehicle 1\'s',
    ]);
  });

  it("finds a file that is not CSV", () => {
    const broken = `${valid.slice(0, -2)}"unclosed\r\n`;
    expect(fields(checkCatalogueFeed("meta.csv", broken))).toEqual([
      expect.stringMatching(/^0 : not valid CSV/),
    ]);
  });
});

describe("checkCatalogueFeed: Meta XML", () => {
  let valid = "";
  beforeAll(async () => {
    valid = await feedText("meta.xml");
  });

  it("finds nothing wrong in a generated feed", () => {
    expect(checkCatalogueFeed("meta.xml", valid)).toEqual([]);
  });

  it("finds a field's bad value inside a listing", () => {
    const bad = valid.replace("<price>27990 AUD</price>", "<price>27990</price>");
    expect(fields(checkCatalogueFeed("meta.xml", bad))).toEqual([
      '1 price: "27990" is not an amount and currency code such as "27990 AUD"',
    ]);
    const noUnit = valid.replace("<unit>KM</unit>", "<unit>KILOMETRES</unit>");
    expect(fields(checkCatalogueFeed("meta.xml", noUnit))).toEqual([
      '1 mileage.unit: "KILOMETRES" is not one of KM, MI',
    ]);
    const noStreet = valid.replace(/<component name="addr1">[^<]*<\/component>/, "");
    expect(fields(checkCatalogueFeed("meta.xml", noStreet))).toEqual([
      "1 address.addr1: is required",
    ]);
  });

  it.each([
    ["an unescaped &", (xml: string) => xml.replace("One owner", "One & only owner"), "A bare &"],
    ["an unclosed element", (xml: string) => xml.replace("</listing>", ""), "closes"],
    ["another root", (xml: string) => xml.replaceAll("listings>", "items>"), "not <listings>"],
    [
      "no declaration",
      (xml: string) => xml.slice(xml.indexOf("\n") + 1),
      "does not begin with the <?xml declaration",
    ],
  ])("finds %s", (_, spoil, message) => {
    const problems = checkCatalogueFeed("meta.xml", spoil(valid));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ item: 0, message: expect.stringContaining(message) });
  });
});

describe("checkCatalogueFeed: Google vehicle listings", () => {
  let valid = "";
  beforeAll(async () => {
    valid = await feedText("google-vehicle-listings.csv");
  });

  it("finds nothing wrong in a generated feed", () => {
    expect(checkCatalogueFeed("google-vehicle-listings.csv", valid)).toEqual([]);
  });

  it.each([
    ["condition", "demo", "is not one of new, used"],
    ["mileage", "38500", 'is not a whole number and "km" or "miles"'],
    ["mileage", "", "is required for a used vehicle"],
    ["certified_pre_owned", "maybe", "is not one of"],
    ["date_in_stock", "2026-13-01", "is not a date written YYYY-MM-DD"],
    ["additional_image_link", "http://harbour.example/a.jpg", "is not an https URL"],
    ["link", "harbour.example/cars/x", "is not an absolute URL"],
    ["store_code", "", "is required"],
    ["dealership_address", "", "is required"],
    ["price", "27990.999 AUD", "is not an amount and currency code"],
  ])("finds %s %j: %s", (field, value, message) => {
    const problems = checkCatalogueFeed(
      "google-vehicle-listings.csv",
      withCell(valid, field, value),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      item: 1,
      field,
      message: expect.stringContaining(message),
    });
  });

  it("takes prices with thousands separators, as Google's examples write them", () => {
    const grouped = withCell(valid, "price", "27,990.00 AUD");
    expect(checkCatalogueFeed("google-vehicle-listings.csv", grouped)).toEqual([]);
  });

  it("finds a VIN listed twice", async () => {
    const twice = await feedText("google-vehicle-listings.csv", [
      buildCarDetail(),
      buildCarDetail({ car: { id: 2, stockNumber: "U2" } }),
    ]);
    expect(fields(checkCatalogueFeed("google-vehicle-listings.csv", twice))).toEqual([
      '2 vin: "JTMK4RBE0M3123456" is also vehicle 1\'s',
    ]);
  });
});

describe("checkCatalogueFeed: Google vehicle ads", () => {
  let valid = "";
  let newCar = "";
  beforeAll(async () => {
    valid = await feedText("google-vehicle-ads.csv");
    newCar = await feedText("google-vehicle-ads.csv", [
      buildCarDetail({ car: { carType: "new", dapPrice: 33_490 } }),
    ]);
  });

  it("finds nothing wrong in a generated feed", () => {
    expect(checkCatalogueFeed("google-vehicle-ads.csv", valid)).toEqual([]);
    expect(checkCatalogueFeed("google-vehicle-ads.csv", newCar)).toEqual([]);
  });

  it.each([
    ["link_template", "https://harbour.example/cars/x", "has no {store_code}"],
    ["link_template", "http://harbour.example/cars/x?store={store_code}", "is not an https URL"],
    ["vehicle_price_type", "drive away", "is not one of"],
    ["vehicle_price_type", "", "is not a price type for a used car in Australia"],
    ["vehicle_fulfillment", "in_store:blacktown", "is not in_store: and the vehicle's store code"],
    ["vehicle_fulfillment", "parramatta", "is not in_store: and the vehicle's store code"],
    ["body_style", "Ute", "is not one of city_car"],
    ["body_style", "station wagon", "is not one of city_car"],
    ["title", "x".repeat(151), "more than the 150 allowed"],
    ["certified_pre-owned", "true", "is not one of yes, no"],
    ["image_link", "", "is required"],
    ["google_product_category", "", "is required"],
  ])("finds %s %j: %s", (field, value, message) => {
    const problems = checkCatalogueFeed("google-vehicle-ads.csv", withCell(valid, field, value));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      item: 1,
      field,
      message: expect.stringContaining(message),
    });
  });

  it("finds a new Australian car priced excluding government charges", () => {
    const spoilt = withCell(newCar, "vehicle_price_type", "excluding_government_charges_price");
    expect(fields(checkCatalogueFeed("google-vehicle-ads.csv", spoilt))).toEqual([
      '1 vehicle_price_type: "excluding_government_charges_price" is not a price type for a new car in Australia (drive_away_price or estimated_drive_away_price)',
    ]);
  });
});

describe("checkCatalogueFeed: stock export", () => {
  it("finds nothing wrong in a generated export", async () => {
    expect(checkCatalogueFeed("stock.csv", await feedText("stock.csv"))).toEqual([]);
    expect(checkCatalogueFeed("stock.json", await feedText("stock.json"))).toEqual([]);
  });

  it("finds a cell a spreadsheet would run as a formula", async () => {
    const valid = await feedText("stock.csv");
    const [header, row] = csvOf(valid);
    row![header!.indexOf("description")] = '=HYPERLINK("https://evil.example")';
    expect(fields(checkCatalogueFeed("stock.csv", BOM + rawCsv([header!, row!])))).toEqual([
      '1 description: starts with "=", a formula',
    ]);
  });

  it("finds a payment processor key in the CSV or the JSON", async () => {
    const internal = buildCatalogueSite({ isExportingInternalFields: true });
    const csv = withCell(
      (await feedText("stock.csv", undefined, internal)).replace(
        "payment_processors",
        "authorization_key",
      ),
      "authorization_key",
      "sk_live_x",
    );
    expect(fields(checkCatalogueFeed("stock.csv", csv))).toEqual([
      "0 : a column holds payment processor keys",
    ]);
    const json = (await feedText("stock.json", undefined, internal)).replace(
      '"payment_processors":[]',
      '"payment_processors":[{"authorization_type":"stripe","authorization_key":"sk_live_x"}]',
    );
    expect(fields(checkCatalogueFeed("stock.json", json))).toEqual([
      "1 : holds a payment processor key",
    ]);
  });

  it("finds a field a marketplace matches on missing or wrong", async () => {
    const json = (await feedText("stock.json")).replace('"year":2021', '"year":21');
    expect(fields(checkCatalogueFeed("stock.json", json))).toEqual([
      '1 year: "21" is not a four-digit year',
    ]);
    const csv = withCell(await feedText("stock.csv"), "url", "/cars/x");
    expect(fields(checkCatalogueFeed("stock.csv", csv))).toEqual([
      '1 url: "/cars/x" is not an absolute URL',
    ]);
  });

  it("finds a JSON file that is not an array of cars", () => {
    expect(fields(checkCatalogueFeed("stock.json", "{}"))).toEqual(["0 : is not an array"]);
    expect(fields(checkCatalogueFeed("stock.json", "[{"))).toEqual([
      expect.stringMatching(/^0 : not valid JSON/),
    ]);
  });
});

describe("checkCatalogueFeed: formulas", () => {
  it("finds a quote put before a formula in a machine feed, which the platform would show", async () => {
    const valid = await feedText("meta.csv");
    expect(
      fields(checkCatalogueFeed("meta.csv", withCell(valid, "description", "'=1+1 is two"))),
    ).toEqual([
      "1 description: starts with a quote neutralising a formula, which a platform would show",
    ]);
    expect(checkCatalogueFeed("meta.csv", withCell(valid, "description", "=1+1 is two"))).toEqual(
      [],
    );
  });
});

describe("checkCatalogueFeed: Meta vehicle type", () => {
  it("needs a vehicle type of Meta's on every vehicle", async () => {
    const valid = await feedText("meta.csv");
    expect(fields(checkCatalogueFeed("meta.csv", withCell(valid, "vehicle_type", "")))).toEqual([
      "1 vehicle_type: is required",
    ]);
    expect(
      fields(checkCatalogueFeed("meta.csv", withCell(valid, "vehicle_type", "MOTORBIKE"))),
    ).toEqual([expect.stringContaining('1 vehicle_type: "MOTORBIKE" is not one of BOAT')]);
  });
});

describe("checkCatalogueFeed: against the cars' pages", () => {
  const inStock: CarPageState = {
    type: "Car",
    hasOffer: true,
    availability: "https://schema.org/InStock",
    price: 27_990,
    body: "Hatch",
    isCertifiedPreOwned: false,
    shownPrices: [27_990],
    isShownReserved: false,
  };
  const context = (page: Partial<CarPageState> = {}, template = "cars"): CatalogueFeedContext => ({
    template,
    pages: new Map([["U1001", { ...inStock, ...page }]]),
  });

  it("finds nothing wrong where every item agrees with its page", async () => {
    for (const feed of [
      "meta.csv",
      "meta.xml",
      "google-vehicle-listings.csv",
      "google-vehicle-ads.csv",
    ] as const) {
      expect(checkCatalogueFeed(feed, await feedText(feed), context())).toEqual([]);
    }
  });

  it("finds a car Google lists while its page says sold or coming soon", async () => {
    const text = await feedText("google-vehicle-listings.csv");
    expect(
      fields(
        checkCatalogueFeed(
          "google-vehicle-listings.csv",
          text,
          context({ availability: "https://schema.org/SoldOut" }),
        ),
      ),
    ).toEqual(["1 id: is SoldOut on its page: Google lists only vehicles for sale"]);
    expect(
      fields(
        checkCatalogueFeed(
          "meta.csv",
          await feedText("meta.csv"),
          context({
            availability: "https://schema.org/SoldOut",
          }),
        ),
      ),
    ).toEqual(['1 availability: "AVAILABLE" disagrees with the page\'s SoldOut']);
  });

  it("finds a Google item whose page says RESERVED, and Meta AVAILABLE for it", async () => {
    const reserved = context({
      availability: "https://schema.org/Reserved",
      isShownReserved: true,
    });
    expect(
      fields(
        checkCatalogueFeed(
          "google-vehicle-ads.csv",
          await feedText("google-vehicle-ads.csv"),
          reserved,
        ),
      ),
    ).toEqual(["1 id: is Reserved on its page: Google lists only vehicles for sale"]);
    expect(fields(checkCatalogueFeed("meta.csv", await feedText("meta.csv"), reserved))).toEqual([
      '1 availability: "AVAILABLE" disagrees with the page\'s Reserved',
    ]);
  });

  it("finds an advertised price the page does not show a shopper", async () => {
    // The page shows PREORDER while its structured data gives the drive-away price.
    const hidden = context({ shownPrices: [] });
    expect(fields(checkCatalogueFeed("meta.csv", await feedText("meta.csv"), hidden))).toEqual([
      "1 price: 27990 AUD is not an amount the car's page shows a shopper",
    ]);
  });

  it("finds a price that is not the page's", async () => {
    const page = context({ price: 31_000 });
    expect(
      fields(
        checkCatalogueFeed(
          "google-vehicle-ads.csv",
          await feedText("google-vehicle-ads.csv"),
          page,
        ),
      ),
    ).toEqual(["1 price: 27990 AUD is not the page's price (31000)"]);
    expect(fields(checkCatalogueFeed("meta.xml", await feedText("meta.xml"), page))).toEqual([
      "1 price: 27990 AUD is not the page's price (31000)",
    ]);
  });

  it("applies each platform's vehicle-type policy to the page's body", async () => {
    const motorcycle = context({ body: "Touring" }, "motorcycles");
    expect(
      fields(
        checkCatalogueFeed(
          "google-vehicle-ads.csv",
          await feedText("google-vehicle-ads.csv"),
          motorcycle,
        ),
      ),
    ).toEqual(["1 id: is a motorcycle: Google's vehicle ads take cars and pickups only"]);
    // Google's vehicle listings take motorcycles, RVs, ATVs and trailers; not boats or buses.
    const listings = await feedText("google-vehicle-listings.csv");
    expect(checkCatalogueFeed("google-vehicle-listings.csv", listings, motorcycle)).toEqual([]);
    expect(
      fields(checkCatalogueFeed("google-vehicle-listings.csv", listings, context({ body: "Bus" }))),
    ).toEqual([
      "1 id: is a commercial: Google's vehicle listings take cars, trucks, RVs, ATVs, motorcycles and trailers only",
    ]);
    expect(fields(checkCatalogueFeed("meta.csv", await feedText("meta.csv"), motorcycle))).toEqual([
      '1 vehicle_type: "CAR_TRUCK" is not the MOTORCYCLE of a motorcycle',
      '1 body_style: "HATCHBACK" is not the OTHER of a motorcycle',
    ]);
  });

  it("finds a body style that contradicts what the page's body words mean", async () => {
    const ads = (body: string, style: string) =>
      fields(
        checkCatalogueFeed(
          "google-vehicle-ads.csv",
          withCell(adsText, "body_style", style),
          context({ body }),
        ),
      ).filter((problem) => problem.includes("body_style"));
    const adsText = await feedText("google-vehicle-ads.csv");
    // What the old mapping sent: NHTSA's "Sport Utility" as a ute, a "Utility Van" as a ute.
    expect(ads("Sport Utility", "ute")).toContain(
      '1 body_style: "ute" is not "suv": the page\'s "Sport Utility" is an SUV',
    );
    expect(ads("Utility Van", "ute").join()).toContain('is not "full_size_van"');
    expect(ads("Limousine", "").join()).toContain('is not "limousine"');
    expect(ads("Sport Utility", "suv")).toEqual([]);
    const meta = withCell(await feedText("meta.csv"), "vehicle_type", "MOTORCYCLE");
    expect(fields(checkCatalogueFeed("meta.csv", meta, context({ body: "Quad Bike" })))).toContain(
      '1 vehicle_type: "MOTORCYCLE" is not POWERSPORT: the page\'s "Quad Bike" is an ATV',
    );
  });

  it("finds a car left out as a type the feed's policy takes", () => {
    const motorcycle = context({ body: "Touring" }, "motorcycles");
    const excluded = [{ id: "U1001", reason: "vehicle-type-not-accepted" }];
    expect(checkFeedExclusions("google-vehicle-ads.csv", excluded, motorcycle)).toEqual([]);
    expect(checkFeedExclusions("google-vehicle-listings.csv", excluded, motorcycle)).toEqual([
      "U1001 is left out as a vehicle type google-vehicle-listings.csv does not take, but its policy takes a motorcycle",
    ]);
    const bus = context({ body: "Bus" });
    expect(checkFeedExclusions("google-vehicle-listings.csv", excluded, bus)).toEqual([]);
  });

  it("finds a VIN that does not decode as its vehicle", async () => {
    const text = await feedText("google-vehicle-listings.csv");
    expect(
      fields(checkCatalogueFeed("google-vehicle-listings.csv", withCell(text, "year", "2020"))),
    ).toEqual([
      '1 vin: "JTMK4RBE0M3123456" does not give the vehicle\'s model year in position 10 (Toyota 2020)',
    ]);
    expect(
      fields(checkCatalogueFeed("google-vehicle-listings.csv", withCell(text, "make", "Ford"))),
    ).toEqual([
      '1 vin: "JTMK4RBE0M3123456" does not start with a World Manufacturer Identifier of the vehicle\'s make (Ford 2021)',
    ]);
  });

  it("finds certified pre-owned where the page shows no maker's program", async () => {
    const text = withCell(
      await feedText("google-vehicle-listings.csv"),
      "certified_pre_owned",
      "yes",
    );
    expect(fields(checkCatalogueFeed("google-vehicle-listings.csv", text, context()))).toEqual([
      '1 certified_pre_owned: "yes" disagrees with the page, which shows the car not certified under a maker\'s program',
    ]);
  });

  it("finds an item with no page on the site", async () => {
    const text = await feedText("meta.csv");
    expect(
      fields(checkCatalogueFeed("meta.csv", text, { template: "cars", pages: new Map() })),
    ).toEqual(['1 vehicle_id: "U1001" has no page on the site']);
  });
});

describe("checkCatalogueFeed: text as the platforms want it", () => {
  it("finds HTML, a split character and control characters in any feed", async () => {
    const meta = await feedText("meta.csv");
    expect(
      fields(
        checkCatalogueFeed("meta.csv", withCell(meta, "description", "<p>AWD &amp; more</p>")),
      ),
    ).toEqual(["1 description: holds HTML markup, which the platform shows as text"]);
    expect(
      fields(checkCatalogueFeed("meta.csv", withCell(meta, "title", "2026 Hyundai \uD83C…"))),
    ).toEqual(["1 title: splits a character where it was cut"]);
    expect(
      fields(checkCatalogueFeed("meta.csv", withCell(meta, "description", "Tow pack\u0007"))),
    ).toEqual(["1 description: holds the control character U+0007"]);
    // Text that only looks like markup is text.
    expect(
      checkCatalogueFeed("meta.csv", withCell(meta, "description", "5 < 6 & 7 > 2\nline two")),
    ).toEqual([]);
  });

  it("finds a stock.csv Excel would misread, without the UTF-8 byte order mark", async () => {
    const csv = await feedText("stock.csv");
    expect(csv.startsWith(BOM)).toBe(true);
    expect(fields(checkCatalogueFeed("stock.csv", csv.slice(1)))).toEqual([
      "0 : does not begin with a UTF-8 byte order mark: Excel would misread Škoda",
    ]);
  });
});

describe("checkCarPage", () => {
  const page: CarPageState = {
    type: "Car",
    hasOffer: true,
    availability: "https://schema.org/InStock",
    price: 134_620,
    body: "Wagon",
    isCertifiedPreOwned: false,
    shownPrices: [134_620],
    isShownReserved: false,
  };
  it("takes a page that shows what its structured data advertises", () => {
    expect(checkCarPage(page)).toEqual([]);
    expect(checkCarPage({ ...page, price: 49_990.5, shownPrices: [49_991] })).toEqual([]);
    expect(checkCarPage({ ...page, hasOffer: false, price: null, shownPrices: [] })).toEqual([]);
  });
  it("finds an Offer without a price", () => {
    expect(checkCarPage({ ...page, price: null, shownPrices: [] })).toEqual([
      "its Offer has no price",
    ]);
  });
  it("finds a motorcycle or a caravan typed Car", () => {
    expect(checkCarPage({ ...page, body: "Touring" }, "motorcycles")).toEqual([
      "it is a motorcycle typed Car, not Motorcycle",
    ]);
    expect(checkCarPage({ ...page, body: "Caravans" }, "rv")).toEqual([
      "it is a caravan typed Car, not Vehicle",
    ]);
    expect(checkCarPage({ ...page, type: "Motorcycle", body: "Naked" }, "motorcycles")).toEqual([]);
  });
  it("finds an advertised price the page hides, and RESERVED sold as in stock", () => {
    expect(checkCarPage({ ...page, shownPrices: [] })).toEqual([
      "its structured data advertises 134620, which the page does not show (it shows no amount)",
    ]);
    expect(checkCarPage({ ...page, isShownReserved: true })).toEqual([
      "it says RESERVED but its structured data says https://schema.org/InStock",
    ]);
  });
});

describe("checkPixelEvent", () => {
  const ids = new Set(["U1001", "N2001"]);
  it("takes a vehicle event naming feed vehicles", () => {
    expect(checkPixelEvent({ content_type: "vehicle", content_ids: ["U1001"] }, ids)).toEqual([]);
  });
  it("finds our visitor ids sent to Meta, and a vehicle view without Meta's automotive parameters", () => {
    const view = {
      content_type: "vehicle",
      content_ids: ["U1001"],
      make: "Toyota",
      model: "Corolla",
      year: 2021,
      state_of_vehicle: "USED",
      country: "AU",
    };
    expect(checkPixelEvent(view, ids, "ViewContent")).toEqual([]);
    // A car Meta's catalogue does not carry: its view names no content id, and that is right.
    const { content_ids: _ids, content_type: _type, ...uncarried } = view;
    expect(checkPixelEvent(uncarried, ids, "ViewContent")).toEqual([]);
    expect(checkPixelEvent({ ...view, session_id: "s1", anon_id: "a1" }, ids)).toEqual([
      "anon_id is one of our ids, sent to Meta",
      "session_id is one of our ids, sent to Meta",
    ]);
    expect(checkPixelEvent({ ...view, make: undefined, country: "" }, ids, "Lead")).toEqual([
      "Lead has no make",
      "Lead has no country",
    ]);
  });

  it("finds a search or a favourite naming a car the feed leaves out", () => {
    const search = { content_type: "vehicle", content_ids: ["U1001", "U1002", "N2001"] };
    expect(checkPixelEvent(search, ids, "Search")).toEqual([
      'content_ids "U1002" is no feed\'s vehicle_id',
    ]);
    expect(checkPixelEvent({ ...search, content_ids: ["U1001", "N2001"] }, ids, "Search")).toEqual(
      [],
    );
    expect(
      checkPixelEvent({ content_type: "vehicle", content_ids: ["U1002"] }, ids, "AddToWishlist"),
    ).toEqual(['content_ids "U1002" is no feed\'s vehicle_id']);
  });

  it("asks Meta's automotive parameters of a Lead about a known car, not of one about none", () => {
    const general = { category: "General Enquiry", conversion: true };
    expect(checkPixelEvent(general, ids, "Lead", { isAboutCar: false })).toEqual([]);
    expect(checkPixelEvent(general, ids, "Lead")).toEqual([
      "Lead has no make",
      "Lead has no model",
      "Lead has no year",
      "Lead has no state_of_vehicle",
      "Lead has no country",
    ]);
  });

  it("finds a product content type and an id no feed has", () => {
    expect(checkPixelEvent({ content_type: "product", content_ids: ["U1001", "X9"] }, ids)).toEqual(
      ['content_type is "product", not "vehicle"', 'content_ids "X9" is no feed\'s vehicle_id'],
    );
    expect(checkPixelEvent({ content_type: "vehicle" }, ids)).toEqual([
      "content_ids names no vehicle",
    ]);
  });
});
