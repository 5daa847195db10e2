import { describe, expect, it } from "vitest";
import { calculateRepayments, DEFAULT_INTEREST_RATE, type RepaymentInput } from "./repayments.ts";

const base: RepaymentInput = {
  price: 50_000,
  termYears: 5,
  interestRate: DEFAULT_INTEREST_RATE,
  frequency: "monthly",
};

describe("calculateRepayments", () => {
  it("uses 10% as the spec's default rate", () => {
    expect(DEFAULT_INTEREST_RATE).toBe(10);
  });

  it("matches the standard amortisation figure: $50,000 over 5 years at 10% monthly", () => {
    const result = calculateRepayments(base);
    // PMT(10%/12, 60, 50000) = 1062.35
    expect(result).toMatchObject({ ok: true, repayment: 1062.35, periods: 60 });
    if (result.ok) expect(result.totalInterest).toBeCloseTo(13_741.11, 0);
  });

  it("finances the net price: price minus offer minus deposit (spec §9)", () => {
    const result = calculateRepayments({ ...base, offerPrice: 2_000, deposit: 8_000 });
    expect(result).toMatchObject({ ok: true, amountFinanced: 40_000 });
    const plain = calculateRepayments({ ...base, price: 40_000 });
    expect(result.ok && plain.ok && result.repayment).toBe(plain.ok && plain.repayment);
  });

  it("lowers repayments by the present value of a balloon", () => {
    const withBalloon = calculateRepayments({ ...base, balloon: 10_000 });
    const without = calculateRepayments(base);
    if (!withBalloon.ok || !without.ok) throw new Error("expected results");
    expect(withBalloon.repayment).toBeLessThan(without.repayment);
    // PMT(10%/12, 60, 50000, -10000) = 933.2151
    expect(withBalloon.repayment).toBe(933.22);
    expect(withBalloon.totalRepaid).toBeCloseTo(933.2151 * 60 + 10_000, 0);
  });

  it("splits evenly at 0% interest", () => {
    expect(calculateRepayments({ ...base, interestRate: 0 })).toMatchObject({
      ok: true,
      repayment: 833.33,
      totalInterest: 0,
    });
  });

  it("counts weekly and fortnightly periods", () => {
    expect(calculateRepayments({ ...base, frequency: "weekly" })).toMatchObject({ periods: 260 });
    expect(calculateRepayments({ ...base, frequency: "fortnightly" })).toMatchObject({
      periods: 130,
    });
  });

  it.each([
    [{ price: 0 }, "price-required"],
    [{ price: Number.NaN }, "price-required"],
    [{ deposit: -1 }, "invalid-amount"],
    [{ balloon: Number.POSITIVE_INFINITY }, "invalid-amount"],
    [{ deposit: 50_000 }, "nothing-to-finance"],
    [{ balloon: 50_000 }, "balloon-too-large"],
    [{ termYears: 0 }, "invalid-term"],
    [{ termYears: 2.5 }, "invalid-term"],
    [{ interestRate: -1 }, "invalid-rate"],
    [{ interestRate: 51 }, "invalid-rate"],
  ] as const)("%j -> %s", (change, reason) => {
    expect(calculateRepayments({ ...base, ...change })).toEqual({ ok: false, reason });
  });
});
