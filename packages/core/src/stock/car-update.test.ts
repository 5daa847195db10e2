import { describe, expect, it } from "vitest";
import { parseCarUpdate, planCarUpdate, type CarSaleState, type CarUpdate } from "./car-update.ts";

const NOW = new Date("2026-05-01T10:00:00Z");
const ON_SALE: CarSaleState = { status: "in_stock", isSold: false, soldAt: null };
const SOLD_AT = new Date("2026-04-29T08:00:00Z");
const SOLD: CarSaleState = { status: "sold", isSold: true, soldAt: SOLD_AT };

function update(body: unknown): CarUpdate {
  const parsed = parseCarUpdate(body);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.update;
}

function plan(current: CarSaleState, body: unknown) {
  return planCarUpdate(current, update(body), NOW);
}

describe("parseCarUpdate", () => {
  it("accepts the feed's fields and reads an empty tag as none", () => {
    expect(
      update({
        price: 24_990,
        before_price: null,
        dapprice: 26_000,
        km: 12_345,
        reserved: true,
        reservable: null,
        tag: "  ",
        description: "One owner",
      }),
    ).toEqual({
      price: 24_990,
      before_price: null,
      dapprice: 26_000,
      km: 12_345,
      reserved: true,
      reservable: null,
      tag: null,
      description: "One owner",
    });
  });

  it.each([
    [{ price: 24_990.5 }, "price", "price must be a whole number from 0 to 100,000,000, or null."],
    [{ price: "24990" }, "price", "price must be a whole number from 0 to 100,000,000, or null."],
    [{ price: -1 }, "price", "price must be a whole number from 0 to 100,000,000, or null."],
    [{ km: null }, "km", "km must be a whole number from 0 to 10,000,000."],
    [{ status: "gone" }, "status", "status must be one of in_stock, coming_soon, sold."],
    [{ sold: "yes" }, "sold", "sold must be true or false."],
    [
      { sold_at: "yesterday", sold: true },
      "sold_at",
      "sold_at must be an ISO 8601 date and time with a time zone, or null.",
    ],
    [{ tag: "x".repeat(61) }, "tag", "tag must be text of at most 60 characters, or null."],
  ])("%j is refused on %s", (body, field, message) => {
    const parsed = parseCarUpdate(body);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors[field]).toBe(message);
  });

  it("refuses unknown fields, an empty update and a body that is not an object", () => {
    const errors = (body: unknown) => {
      const parsed = parseCarUpdate(body);
      return parsed.ok ? null : parsed.errors;
    };
    expect(errors({ price: 1, colour_code: "B" })?.colour_code).toMatch(
      /^Unknown field colour_code; a car update/,
    );
    expect(errors({})?.car).toMatch(/^Send at least one field to change: name, make, /);
    expect(errors([])?.car).toMatch(/^The body must be a JSON object/);
    expect(errors(null)?.car).toMatch(/^The body must be a JSON object/);
  });
});

describe("planCarUpdate", () => {
  it("changes only what was sent", () => {
    expect(plan(ON_SALE, { price: 19_990, reserved: true })).toEqual({
      ok: true,
      changes: { price: 19_990, isReserved: true },
    });
    // A price change on a sold car leaves its sale alone.
    expect(plan(SOLD, { price: 1 })).toEqual({ ok: true, changes: { price: 1 } });
  });

  it("sells a car with status sold or sold true, stamped now unless a time is given", () => {
    const sold = { status: "sold", isSold: true, soldAt: NOW };
    expect(plan(ON_SALE, { status: "sold" })).toEqual({ ok: true, changes: sold });
    expect(plan(ON_SALE, { sold: true })).toEqual({ ok: true, changes: sold });
    expect(plan(ON_SALE, { sold: true, status: "sold" })).toEqual({ ok: true, changes: sold });
    expect(plan(ON_SALE, { sold: true, sold_at: "2026-04-30T09:00:00+10:00" })).toEqual({
      ok: true,
      changes: { status: "sold", isSold: true, soldAt: new Date("2026-04-29T23:00:00Z") },
    });
  });

  it("keeps the first sold time when a sold car is reported sold again", () => {
    expect(plan(SOLD, { sold: true })).toEqual({
      ok: true,
      changes: { status: "sold", isSold: true },
    });
  });

  it("puts a car back on sale and clears its sold time", () => {
    const back = { status: "in_stock", isSold: false, soldAt: null };
    expect(plan(SOLD, { sold: false })).toEqual({ ok: true, changes: back });
    expect(plan(SOLD, { status: "in_stock" })).toEqual({ ok: true, changes: back });
    expect(plan(SOLD, { status: "coming_soon" })).toEqual({
      ok: true,
      changes: { ...back, status: "coming_soon" },
    });
    // Unsold and not in the sold status: its status stays what it was.
    expect(plan({ status: "coming_soon", isSold: false, soldAt: null }, { sold: false })).toEqual({
      ok: true,
      changes: { status: "coming_soon", isSold: false },
    });
  });

  it("records what a sold car sold for, refuses it on a car for sale, and clears it on relisting", () => {
    expect(plan(ON_SALE, { status: "sold", sold_price: 41_500 })).toEqual({
      ok: true,
      changes: { status: "sold", isSold: true, soldAt: NOW, soldPrice: 41_500 },
    });
    expect(plan(SOLD, { sold_price: 40_000 })).toEqual({
      ok: true,
      changes: { soldPrice: 40_000 },
    });
    expect(plan(ON_SALE, { sold_price: 41_500 })).toEqual({
      ok: false,
      errors: {
        sold_price: "sold_price can only be set on a sold car (send status sold or sold true).",
      },
    });
    expect(plan({ ...SOLD, soldPrice: 41_500 }, { status: "in_stock" })).toEqual({
      ok: true,
      changes: { status: "in_stock", isSold: false, soldAt: null, soldPrice: null },
    });
  });

  it("refuses a contradiction, a sold time on a car for sale, a future or cleared sold time", () => {
    const errors = (current: CarSaleState, body: unknown) => {
      const planned = plan(current, body);
      return planned.ok ? null : planned.errors;
    };
    expect(errors(ON_SALE, { sold: true, status: "in_stock" })?.sold).toBe(
      "sold is true but status is in_stock: a sold car has status sold.",
    );
    expect(errors(SOLD, { sold: false, status: "sold" })?.sold).toBe(
      "sold is false but status is sold: send one or the other.",
    );
    expect(errors(ON_SALE, { sold_at: "2026-04-30T00:00:00Z" })?.sold_at).toBe(
      "sold_at can only be set on a sold car (send status sold or sold true).",
    );
    expect(errors(ON_SALE, { sold: true, sold_at: "2026-05-01T10:06:00Z" })?.sold_at).toBe(
      "sold_at cannot be in the future.",
    );
    expect(errors(SOLD, { sold_at: null })?.sold_at).toBe(
      "sold_at cannot be cleared on a sold car; put the car back on sale instead.",
    );
    // Within the clock-skew allowance it is accepted.
    expect(plan(ON_SALE, { sold: true, sold_at: "2026-05-01T10:04:00Z" }).ok).toBe(true);
  });
});
