import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { STOCK_CSV_COLUMNS, STOCK_CSV_INTERNAL_COLUMNS } from "./stock-csv.ts";

const dictionary = readFileSync(
  new URL("../../../../docs/stock-export.md", import.meta.url),
  "utf8",
);
const [shared, internal] = dictionary.split("## Internal fields");

describe("the stock export's field dictionary (docs/stock-export.md)", () => {
  it("describes every column the export can carry, the internal ones under their own heading", () => {
    for (const column of STOCK_CSV_COLUMNS) {
      const section = STOCK_CSV_INTERNAL_COLUMNS.includes(column) ? internal : shared;
      expect(section, column).toContain(`\`${column}\``);
    }
  });
});
