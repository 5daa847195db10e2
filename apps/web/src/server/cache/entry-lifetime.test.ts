import { describe, expect, it } from "vitest";
import { expireAgeOf, PAGE_REVALIDATE_SECONDS } from "../../../cache/cache-handler.mjs";

const ONE_YEAR = 31_536_000;

describe("a Redis key's lifetime", () => {
  it("is 1.5 times the pages' revalidation for a query Next stores with a year's", () => {
    // Before, the handler's default gave such an entry 1.5 years: 547-day keys in Redis.
    expect(expireAgeOf(ONE_YEAR)).toBe(PAGE_REVALIDATE_SECONDS * 1.5);
  });

  it("is 1.5 times an entry's own revalidation when that is shorter", () => {
    expect(expireAgeOf(PAGE_REVALIDATE_SECONDS)).toBe(5_400);
    expect(expireAgeOf(60)).toBe(90);
  });
});
