import { describe, expect, it } from "vitest";
import { planSnapshot, type SnapshotCar, type SnapshotRow } from "./snapshot-plan.ts";

type Car = SnapshotCar & { price: number };
type Input = { price: number };

const car = (id: number, stockNumber: string, extra: Partial<Car> = {}): Car => ({
  id,
  stockNumber,
  vin: null,
  isSold: false,
  lockedFields: [],
  price: 10_000,
  ...extra,
});
const row = (n: number, stockNumber: string | null, price = 10_000, vin: string | null = null) =>
  ({ row: n, input: { price }, stockNumber, vin }) satisfies SnapshotRow<Input>;

/**
 * A stand-in diff: the price changes when it differs. The import's own diff, which keeps the
 * fields a dealer locked, is planned through in packages/db car-row.db.test.ts.
 */
const changesOf = (existing: Car, input: Input) =>
  existing.price === input.price ? null : { price: input.price };

const plan = (existing: Car[], rows: SnapshotRow<Input>[], maxRemovalShare = 0.3) =>
  planSnapshot({ existing, rows, maxRemovalShare, changesOf });

describe("planSnapshot", () => {
  it("matches by stock number, then by VIN; creates the rest", () => {
    const existing = [car(1, "A1"), car(2, "A2", { vin: "VIN2" }), car(3, "A3")];
    const result = plan(existing, [
      row(2, "A1", 9_000),
      row(3, "NEW-NUMBER", 10_000, "vin2"),
      row(4, "A3"),
      row(5, "A4"),
    ]);
    expect(result.updates.map((u) => [u.row, u.car.id, u.changes])).toEqual([
      [2, 1, { price: 9_000 }],
    ]);
    expect(result.unchanged.map((u) => [u.row, u.car.id])).toEqual([
      [3, 2],
      [4, 3],
    ]);
    expect(result.creates.map((c) => c.row)).toEqual([5]);
    expect(result.sells).toEqual([]);
    expect(result.hold).toBeNull();
  });

  it("leaves a console draft the snapshot does not list as it is, outside the shrink share", () => {
    const existing = [car(1, "A1"), car(2, "DRAFT", { isDraft: true })];
    const result = plan(existing, [row(2, "A1")], 0);
    expect(result.sells).toEqual([]);
    expect(result.hold).toBeNull();
  });

  it("sells unsold cars the snapshot leaves out, and not cars already sold", () => {
    const existing = [
      car(1, "A1"),
      car(2, "A2"),
      car(3, "A3"),
      car(4, "A4"),
      car(5, "OLD", { isSold: true }),
    ];
    const result = plan(existing, [row(2, "A1"), row(3, "A2"), row(4, "A3")]);
    expect(result.sells.map((c) => c.id)).toEqual([4]);
    expect(result.hold).toBeNull();
  });

  it("holds a snapshot selling more than the share, at the boundary and past it", () => {
    const existing = Array.from({ length: 10 }, (_, i) => car(i + 1, `S${i + 1}`));
    const keep = (n: number) => existing.slice(0, n).map((c, i) => row(i + 2, c.stockNumber));
    expect(plan(existing, keep(7)).hold).toBeNull();
    const held = plan(existing, keep(6));
    expect(held.hold).toMatchObject({ reason: "shrink-guard", share: 0.4 });
    expect(held.hold?.message).toContain("sell 4 of the site's 10 cars");
    expect(plan(existing, []).hold?.share).toBe(1);
    // Confirmed, or with the guard opened wide, the same snapshot goes ahead.
    expect(
      planSnapshot({ existing, rows: keep(6), maxRemovalShare: 0.3, changesOf, isConfirmed: true })
        .hold,
    ).toBeNull();
    expect(plan(existing, [], 1).hold).toBeNull();
  });

  it("never sells a car whose row was rejected", () => {
    const existing = [car(1, "A1"), car(2, "A2", { vin: "V2" }), car(3, "A3")];
    const result = planSnapshot({
      existing,
      rows: [row(2, "A1")],
      maxRemovalShare: 1,
      changesOf,
      rejectedKeys: [
        { stockNumber: "A3", vin: null },
        { stockNumber: null, vin: "v2" },
      ],
    });
    expect(result.sells).toEqual([]);
  });

  it("does not hold the first import of a site with no stock", () => {
    expect(plan([], [row(2, "A1")]).hold).toBeNull();
  });

  it("relists a sold car the feed lists again, unless its sale is locked", () => {
    const result = plan(
      [car(1, "A1", { isSold: true }), car(2, "A2", { isSold: true, lockedFields: ["status"] })],
      [row(2, "A1"), row(3, "A2")],
    );
    expect(result.updates.map((u) => [u.car.id, u.isRelisted, u.changes])).toEqual([
      [1, true, null],
    ]);
    expect(result.unchanged.map((u) => u.car.id)).toEqual([2]);
  });

  it("rejects a repeated stock number or VIN, and two rows for one car", () => {
    const result = plan(
      [car(1, "A1", { vin: "V1" })],
      [
        row(2, "A1"),
        row(3, "A1"),
        row(4, "B1", 1, "X"),
        row(5, "B2", 1, "x"),
        row(6, "B3", 1, "V1"),
      ],
    );
    expect(result.rejections).toEqual([
      { row: 3, stockNumber: "A1", reason: "stock number A1 is also on row 2" },
      { row: 5, stockNumber: "B2", reason: "VIN X is also on row 4" },
      { row: 6, stockNumber: "B3", reason: "it matches the same car as row 2 (stock number A1)" },
    ]);
    expect(result.creates.map((c) => c.row)).toEqual([4]);
  });
});
