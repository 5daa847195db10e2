import { describe, expect, it } from "vitest";
import { normaliseHeader, resolveColumns } from "./feed-columns.ts";

describe("normaliseHeader", () => {
  it("ignores case, spaces and punctuation, and reads # as number", () => {
    expect(normaliseHeader("Stock #")).toBe("stocknumber");
    expect(normaliseHeader("STOCK_NO.")).toBe("stockno");
    expect(normaliseHeader(" Exterior Colour ")).toBe("exteriorcolour");
  });
});

describe("resolveColumns", () => {
  it("reads the usual AU export headers", () => {
    const result = resolveColumns([
      "Stock No",
      "VIN",
      "Year",
      "Make",
      "Model",
      "Badge",
      "Series",
      "Body Type",
      "Colour",
      "Transmission",
      "Fuel Type",
      "Kms",
      "Drive Away",
      "Condition",
      "Images",
      "Comments",
      "Location",
    ]);
    expect(result).toEqual({
      ok: true,
      columns: [
        "stocknum",
        "vin",
        "year",
        "make",
        "model",
        "badge",
        "series",
        "body",
        "colour",
        "transmission",
        "simple_fuel",
        "km",
        "dapprice",
        "car_type",
        "images",
        "description",
        "location",
      ],
      ignored: [],
    });
  });

  it("reads US headers: stock#, trim, exterior color, mileage, retail price", () => {
    const result = resolveColumns(["Stock#", "Trim", "Exterior Color", "Mileage", "Retail Price"]);
    expect(result).toEqual({
      ok: true,
      columns: ["stocknum", "badge", "colour", "odometer", "price"],
      ignored: [],
    });
  });

  it("leaves unknown columns out and lets the site's map name them or ignore known ones", () => {
    const result = resolveColumns(["StockRef", "Paint Code", "Price", "Our Price"], {
      "stock ref": "stocknum",
      PRICE: "ignore",
      "our-price": "price",
    });
    expect(result).toEqual({
      ok: true,
      columns: ["stocknum", null, null, "price"],
      // The site's map said "ignore" for Price: only the column nothing reads is listed.
      ignored: [
        {
          column: "Paint Code",
          reason:
            'no car field reads it; map it in the site\'s stock feed column map to read it, or to "ignore" to leave it out quietly.',
        },
      ],
    });
  });

  it("reads a registration plate from the usual AU export headers", () => {
    for (const header of [
      "Rego",
      "Rego No",
      "Rego Number",
      "Registration",
      "Registration Number",
      "Registration No.",
      "Plate",
      "Number Plate",
      "Licence Plate",
    ]) {
      expect(resolveColumns(["Stock No", header]), header).toEqual({
        ok: true,
        columns: ["stocknum", "rego"],
        ignored: [],
      });
    }
  });

  it("lists a misspelt known header as ignored, naming the field it missed", () => {
    const result = resolveColumns(["Stock No", "Pirce", "Modle", "Kms", "Dealer Notes", ""]);
    expect(result).toEqual({
      ok: true,
      columns: ["stocknum", null, null, "km", null, null],
      ignored: [
        {
          column: "Pirce",
          reason:
            'no car field reads it; did you mean a price column ("price")? Rename it, or map it in the site\'s stock feed column map.',
        },
        {
          column: "Modle",
          reason:
            'no car field reads it; did you mean a model column ("model")? Rename it, or map it in the site\'s stock feed column map.',
        },
        {
          column: "Dealer Notes",
          reason:
            'no car field reads it; map it in the site\'s stock feed column map to read it, or to "ignore" to leave it out quietly.',
        },
      ],
    });
  });

  it("reads Price and Drive Away as two fields, not two columns for one", () => {
    expect(resolveColumns(["Stock No", "Price", "Drive Away Price"])).toEqual({
      ok: true,
      columns: ["stocknum", "price", "dapprice"],
      ignored: [],
    });
  });

  it("refuses a file with two columns for one field, naming both", () => {
    const result = resolveColumns(["Stock No", "Color", "Colour"]);
    expect(result).toMatchObject({ ok: false });
    expect(!result.ok && result.message).toContain('"Color" and "Colour"');
  });

  it("refuses a file with neither a stock number nor a VIN", () => {
    const result = resolveColumns(["Make", "Model", "Price"]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/no stock number or VIN column/);
    expect(resolveColumns(["VIN", "Make"]).ok).toBe(true);
  });

  it("refuses two odometer columns in different units", () => {
    expect(resolveColumns(["Stock", "Kms", "Miles"]).ok).toBe(false);
  });

  it("reads the equipment columns dealer systems write, and refuses two lengths", () => {
    expect(
      resolveColumns(["Stock No", "Drive Type", "Engine", "Options", "Sleeps", "Length (ft)"]),
    ).toMatchObject({
      ok: true,
      columns: ["stocknum", "drivetrain", "engine", "features", "berths", "length_ft"],
    });
    expect(resolveColumns(["VIN", "Length", "Length m"])).toEqual({
      ok: false,
      message: 'The columns "Length m" and "Length" are all lengths; keep one.',
    });
  });
});
