import { statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { installedFile } from "./installed-file.ts";

describe("installedFile", () => {
  it("finds a package's file from the working directory up, and names one not installed", () => {
    const reader = installedFile("zxing-wasm/dist/reader/zxing_reader.wasm", "The barcode reader");
    expect(statSync(reader).size).toBeGreaterThan(500_000);
    expect(() => installedFile("no-such-package/file.bin", "The thing")).toThrow(
      "The thing (node_modules/no-such-package/file.bin) is not installed.",
    );
  });
});
