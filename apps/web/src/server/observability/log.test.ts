import { describe, expect, it } from "vitest";
import { maskPersonalData } from "./log.ts";

describe("maskPersonalData", () => {
  it("masks email addresses and phone numbers as people write them", () => {
    for (const [text, masked] of [
      ["sent to jo.citizen+cars@example.com.au", "sent to [email]"],
      ["call 0412 345 678 today", "call [phone] today"],
      ["call +61 412-345-678", "call [phone]"],
      ["call (02) 9999 9999.", "call [phone]."],
      ["mobile 0412345678", "mobile [phone]"],
    ]) {
      expect(maskPersonalData(text!)).toBe(masked);
    }
  });

  it("leaves ids, counts, times and request ids alone", () => {
    for (const text of [
      "reference d4a25e11-0ad7-41e7-8123-456789012345 failed",
      "reference 12345678-1234-4123-8123-123456789012",
      "row 1234567 of 42 took 12.5 ms",
      "at 2026-11-27T19:12:57.745Z",
      "port 5432, pid 29550",
      "next try on 2026-11-27 at noon",
    ]) {
      expect(maskPersonalData(text)).toBe(text);
    }
  });
});
