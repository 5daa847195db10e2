import { describe, expect, it } from "vitest";
import { formatPhone } from "./format-phone.ts";

describe("formatPhone", () => {
  it("shows a lead's E.164 number in the site's local format", () => {
    expect(formatPhone("+61412345678", "en-AU")).toBe("0412 345 678");
    expect(formatPhone("+61299999999", "en-AU")).toBe("(02) 9999 9999");
    expect(formatPhone("+64211234567", "en-NZ")).toBe("021 123 4567");
    expect(formatPhone("+15125550100", "en-US")).toBe("(512) 555-0100");
  });
  it("shows a number of another country, or older national ones, sensibly", () => {
    expect(formatPhone("+442079460958", "en-AU")).toBe("+442079460958");
    expect(formatPhone("0412345678", "en-AU")).toBe("0412 345 678");
  });
});
