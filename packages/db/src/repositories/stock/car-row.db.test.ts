import { describe, expect, it } from "vitest";
import { parseCarInput, type CarInput, type NewCarInput } from "@forecourt/core/stock/car-input";
import { planSnapshot } from "@forecourt/core/stock/feeds/snapshot-plan";
import { carChanges, carRowFromInput, carSlugBase, type CarRow } from "./car-row.ts";

const NOW = new Date("2026-05-01T10:00:00Z");
const CONTEXT = { websiteId: 3, dealershipId: 7, locationId: 11, now: NOW };

function newCar(body: object): NewCarInput {
  const parsed = parseCarInput(
    { make: "Toyota", model: "Corolla", year: 2024, car_type: "used", stocknum: "A1", ...body },
    { partial: false, now: NOW },
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.input;
}

function change(body: object): CarInput {
  const parsed = parseCarInput(body, { partial: true, now: NOW });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.input;
}

function existing(overrides: Partial<CarRow> = {}): CarRow {
  const made = carRowFromInput(
    newCar({ price: 20_000, colour: "White", badge: "SX", vin: "JTDKB20U093512345" }),
    CONTEXT,
  );
  if (!made.ok) throw new Error("bad fixture");
  return {
    ...made.row,
    id: 99,
    slug: "2024-toyota-corolla-sx-a1",
    series: null,
    body: null,
    transmission: null,
    km: 0,
    status: "in_stock",
    beforePrice: null,
    subscriptionPrice: null,
    dapPrice: null,
    carsalesSellerIdentifier: null,
    isCertified: false,
    isReserved: false,
    isSold: false,
    isReservable: null,
    isPreorder: false,
    isFeatured: false,
    tag: null,
    simpleFuel: null,
    description: null,
    primaryImageUrl: null,
    fileUrl: null,
    paymentProcessors: [],
    marketPriceNational: null,
    marketPriceState: null,
    rank: 0,
    lockedFields: [],
    createdAt: NOW,
    updatedAt: NOW,
    soldAt: null,
    ...overrides,
  } as CarRow;
}

describe("carRowFromInput", () => {
  it("maps the API names to columns, names the car and makes its slug from name and stock number", () => {
    const made = carRowFromInput(
      newCar({ badge: "SX", dapprice: 21_000, certified: true, payment_processors: [] }),
      CONTEXT,
    );
    expect(made.ok && made.row).toMatchObject({
      websiteId: 3,
      dealershipId: 7,
      locationId: 11,
      name: "2024 Toyota Corolla SX",
      slug: "2024-toyota-corolla-sx-a1",
      carType: "used",
      stockNumber: "A1",
      dapPrice: 21_000,
      isCertified: true,
      paymentProcessors: [],
      lockedFields: [],
    });
    expect(
      carSlugBase({ name: "Škoda Octavia", year: 1, make: "", model: "", stocknum: "S 9" }),
    ).toBe("skoda-octavia-s-9");
  });

  it("stamps a car sent as sold with the time given or now, and refuses a sold time on a car for sale", () => {
    const soldNow = carRowFromInput(newCar({ status: "sold" }), CONTEXT);
    expect(soldNow.ok && soldNow.row).toMatchObject({ status: "sold", isSold: true, soldAt: NOW });
    const soldThen = carRowFromInput(
      newCar({ sold: true, sold_at: "2026-04-01T00:00:00Z" }),
      CONTEXT,
    );
    expect(soldThen.ok && soldThen.row.soldAt).toEqual(new Date("2026-04-01T00:00:00Z"));
    const refused = carRowFromInput(newCar({ sold_at: "2026-04-01T00:00:00Z" }), CONTEXT);
    expect(refused.ok ? null : refused.errors.sold_at).toMatch(/only be set on a sold car/);
  });
});

describe("carChanges", () => {
  it("gives only the columns that differ: the same car sent again changes nothing", () => {
    const row = existing({
      paymentProcessors: [
        { depositAmount: 500, authorizationKey: "k", authorizationType: "stripe" },
      ],
    });
    const same = change({
      make: "Toyota",
      price: 20_000,
      colour: "White",
      status: "in_stock",
      payment_processors: [
        { authorization_type: "stripe", authorization_key: "k", deposit_amount: 500 },
      ],
    });
    expect(carChanges(row, same, { source: "feed", now: NOW })).toEqual({
      ok: true,
      changes: {},
      kept: [],
    });
    expect(
      carChanges(row, change({ price: 19_000, colour: "Red", series: "ZWE" }), {
        source: "api",
        now: NOW,
      }),
    ).toEqual({ ok: true, changes: { price: 19_000, colour: "Red", series: "ZWE" }, kept: [] });
  });

  it("keeps a stored payment key when the processor comes back with its marker or no key", () => {
    const stored = {
      authorizationType: "stripe",
      authorizationKey: "sk_test_abcd1234",
      depositAmount: 500,
    };
    const row = existing({ paymentProcessors: [stored] });
    const sent = (key?: unknown) =>
      change({
        payment_processors: [
          {
            authorization_type: "stripe",
            deposit_amount: 500,
            ...(key === undefined ? {} : { authorization_key: key }),
          },
        ],
      });
    const options = { source: "api", now: NOW } as const;
    expect(carChanges(row, sent({ set: true, last4: "1234" }), options)).toEqual({
      ok: true,
      changes: {},
      kept: [],
    });
    expect(carChanges(row, sent(), options)).toEqual({ ok: true, changes: {}, kept: [] });
    expect(carChanges(row, sent(null), options)).toEqual({
      ok: true,
      changes: { paymentProcessors: [{ ...stored, authorizationKey: null }] },
      kept: [],
    });
    expect(carChanges(row, sent("sk_test_new"), options)).toEqual({
      ok: true,
      changes: { paymentProcessors: [{ ...stored, authorizationKey: "sk_test_new" }] },
      kept: [],
    });
  });

  it("keeps locked fields against a feed, not against a write by hand", () => {
    const row = existing({ lockedFields: ["price", "location"] });
    const input = change({ price: 18_000, km: 50, location_id: 12 });
    expect(carChanges(row, input, { source: "feed", now: NOW, locationId: 12 })).toEqual({
      ok: true,
      changes: { km: 50 },
      kept: ["price", "location"],
    });
    expect(carChanges(row, input, { source: "api", now: NOW, locationId: 12 })).toEqual({
      ok: true,
      changes: { price: 18_000, km: 50, locationId: 12 },
      kept: [],
    });
  });

  it("lets a write by hand set the locks, in any order, but not a feed", () => {
    const row = existing({ lockedFields: ["price", "km"] });
    expect(
      carChanges(row, change({ locked_fields: ["km", "price"] }), { source: "api", now: NOW }),
    ).toEqual({ ok: true, changes: {}, kept: [] });
    expect(carChanges(row, change({ locked_fields: [] }), { source: "api", now: NOW })).toEqual({
      ok: true,
      changes: { lockedFields: [] },
      kept: [],
    });
    expect(carChanges(row, change({ locked_fields: [] }), { source: "feed", now: NOW })).toEqual({
      ok: true,
      changes: {},
      kept: [],
    });
  });

  it("reports locked images kept against a feed", () => {
    const row = existing({ lockedFields: ["images"] });
    const input = change({ images: ["https://i.example.com/1.jpg"] });
    expect(carChanges(row, input, { source: "feed", now: NOW })).toMatchObject({
      kept: ["images"],
    });
  });

  it("follows the sold rules: sold now, the first sold time kept, back on sale cleared", () => {
    const onSale = existing();
    expect(carChanges(onSale, change({ sold: true }), { source: "feed", now: NOW })).toEqual({
      ok: true,
      changes: { status: "sold", isSold: true, soldAt: NOW },
      kept: [],
    });
    const soldAt = new Date("2026-04-20T00:00:00Z");
    const sold = existing({ status: "sold", isSold: true, soldAt });
    expect(carChanges(sold, change({ status: "sold" }), { source: "feed", now: NOW })).toEqual({
      ok: true,
      changes: {},
      kept: [],
    });
    expect(carChanges(sold, change({ status: "in_stock" }), { source: "api", now: NOW })).toEqual({
      ok: true,
      changes: { status: "in_stock", isSold: false, soldAt: null },
      kept: [],
    });
    const refused = carChanges(onSale, change({ sold: true, status: "in_stock" }), {
      source: "api",
      now: NOW,
    });
    expect(refused.ok ? null : refused.errors.sold).toMatch(/^sold is true but status is in_stock/);
  });
});

describe("a feed snapshot planned through carChanges, as the import plans it", () => {
  // The import's diff (apply-feed-snapshot.ts): a feed's changes, none when nothing differs.
  const feedChangesOf = (car: CarRow, input: CarInput) => {
    const result = carChanges(car, input, { source: "feed", now: NOW });
    return result.ok && Object.keys(result.changes).length === 0 ? null : result;
  };
  const snapshotRow = (row: number, stockNumber: string, body: object) => ({
    row,
    input: change(body),
    stockNumber,
    vin: null,
  });

  it("keeps locked fields: a car whose locked price the feed changes is unchanged", () => {
    const locked = existing({ id: 1, stockNumber: "A1", vin: null, lockedFields: ["price"] });
    const open = existing({ id: 2, stockNumber: "A2", vin: null });
    const result = planSnapshot({
      existing: [locked, open],
      rows: [snapshotRow(2, "A1", { price: 1 }), snapshotRow(3, "A2", { price: 1 })],
      maxRemovalShare: 0.3,
      changesOf: feedChangesOf,
    });
    expect(result.unchanged.map((u) => u.car.id)).toEqual([1]);
    expect(result.updates.map((u) => [u.car.id, u.changes])).toEqual([
      [2, { ok: true, changes: { price: 1 }, kept: [] }],
    ]);
  });
});
