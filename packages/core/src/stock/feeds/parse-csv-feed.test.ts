import { describe, expect, it } from "vitest";
import { EMPTY_FEED_MESSAGE } from "./feed-limits.ts";
import { delimiterOf, parseCsvFeed } from "./parse-csv-feed.ts";

const AU = { locale: "en-AU" } as const;

describe("parseCsvFeed", () => {
  it("reads rows numbered as a spreadsheet shows them", () => {
    const csv = [
      "Stock No,Make,Model,Kms,Price,Condition,Images",
      'A1,Toyota,Hilux,"12,000","$45,990",Used,https://img/a1.jpg;https://img/a1b.jpg',
      "",
      'A2,Mazda,CX-5,5,"39,990",Demo,',
    ].join("\r\n");
    expect(parseCsvFeed(csv, AU)).toEqual({
      ok: true,
      records: [
        {
          row: 2,
          body: {
            stocknum: "A1",
            make: "Toyota",
            model: "Hilux",
            km: 12_000,
            price: 45_990,
            car_type: "used",
            images: ["https://img/a1.jpg", "https://img/a1b.jpg"],
          },
        },
        {
          row: 4,
          body: {
            stocknum: "A2",
            make: "Mazda",
            model: "CX-5",
            km: 5,
            price: 39_990,
            car_type: "demo",
          },
        },
      ],
      rejections: [],
      ignoredColumns: [],
    });
  });

  it("reads a Location cell through the site's location map, else as a slug", () => {
    const csv = ["Stock No,Location", "A1,FRK", "A2,parramatta"].join("\n");
    const parsed = parseCsvFeed(csv, { ...AU, locationMap: { FRK: "frankston" } });
    expect(parsed.ok && parsed.records.map((record) => record.body.location)).toEqual([
      "frankston",
      "parramatta",
    ]);
  });

  it("reads a Drive Away column as dapprice, and as the price of a row without one", () => {
    const csv = [
      "Stock No,Price,Drive Away",
      'A1,"$45,990","$49,990"',
      'A2,,"$39,990"',
      "A3,POA,52990",
    ].join("\n");
    const parsed = parseCsvFeed(csv, AU);
    expect(parsed.ok && parsed.records.map((record) => record.body)).toEqual([
      { stocknum: "A1", price: 45_990, dapprice: 49_990 },
      { stocknum: "A2", price: 39_990, dapprice: 39_990 },
      // POA is the dealer's word on the price; the drive-away amount stays its own.
      { stocknum: "A3", price: null, dapprice: 52_990 },
    ]);
  });

  it("reads a file with only a Drive Away column as both prices", () => {
    const parsed = parseCsvFeed('Stock No,Drive Away Price\nA1,"$49,990"\nA2,POA\n', AU);
    expect(parsed.ok && parsed.records.map((record) => record.body)).toEqual([
      { stocknum: "A1", price: 49_990, dapprice: 49_990 },
      { stocknum: "A2", price: null, dapprice: null },
    ]);
  });

  it("reads a file with only a Price column without a drive-away price", () => {
    const parsed = parseCsvFeed('Stock No,Price\nA1,"$45,990"\nA2,POA\n', AU);
    expect(parsed.ok && parsed.records.map((record) => record.body)).toEqual([
      { stocknum: "A1", price: 45_990 },
      { stocknum: "A2", price: null },
    ]);
  });

  it("takes tabs or semicolons as the delimiter when the header uses them", () => {
    expect(delimiterOf("Stock\tMake\tImages\nA;B")).toBe("\t");
    expect(delimiterOf("Stock;Make;Model")).toBe(";");
    const parsed = parseCsvFeed("Stock;Make\nA1;Ford\n", AU);
    expect(parsed.ok && parsed.records[0]?.body).toEqual({ stocknum: "A1", make: "Ford" });
  });

  it("rejects a row with more cells than the header, and reads the rest", () => {
    const parsed = parseCsvFeed("Stock,Make\nA1,Ford,extra\nA2,Kia\n", AU);
    expect(parsed).toMatchObject({
      ok: true,
      records: [{ row: 3, body: { stocknum: "A2" } }],
      rejections: [{ row: 2, reason: "the row has 3 cells but the header has 2 columns" }],
    });
  });

  it("refuses broken CSV with the line, in our words", () => {
    expect(parseCsvFeed('Stock,Make\nA1,Ford\nA2,"Kia\nA3,Audi\n', AU)).toEqual({
      ok: false,
      message: "The CSV cannot be read at line 4: a quoted cell is never closed.",
    });
    const quoted = parseCsvFeed('Stock,Make\nA1,Fo"rd"x\n', AU);
    expect(quoted.ok).toBe(false);
    expect(!quoted.ok && quoted.message).toMatch(/^The CSV cannot be read at line 2/);
  });

  it("refuses an empty file and one without a stock number or VIN column", () => {
    expect(parseCsvFeed(" \n", AU)).toEqual({ ok: false, message: EMPTY_FEED_MESSAGE });
    expect(parseCsvFeed("Make,Model\nFord,Ranger\n", AU).ok).toBe(false);
  });

  it("uses the site's column map and its odometer unit", () => {
    const parsed = parseCsvFeed("Unit,Odo\nU9,1000\n", {
      locale: "en-US",
      columnMap: { Unit: "stocknum" },
    });
    expect(parsed.ok && parsed.records[0]?.body).toEqual({ stocknum: "U9", km: 1_609 });
  });
});
