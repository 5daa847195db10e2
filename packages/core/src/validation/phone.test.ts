import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  E164_AU_MESSAGE,
  E164_NZ_MESSAGE,
  E164_US_MESSAGE,
  PHONE_AU_MESSAGE,
  PHONE_AU_MOBILE_MESSAGE,
  PHONE_NZ_MESSAGE,
  PHONE_TOO_LONG_MESSAGE,
  PHONE_US_MESSAGE,
} from "./messages.ts";
import {
  ALWAYS_ACCEPTED_TEST_PHONE,
  PHONE_VARIANTS,
  formatPhoneForDisplay,
  maskPhone,
  normalisePhone,
  stripPhoneSeparators,
  toE164Mobile,
  validatePhone,
  type PhoneVariant,
} from "./phone.ts";

const accepts = (raw: string, variant: PhoneVariant, normalised: string) =>
  expect(validatePhone(raw, variant)).toEqual({ ok: true, normalised });
const rejects = (raw: string, variant: PhoneVariant, message: string) =>
  expect(validatePhone(raw, variant)).toEqual({ ok: false, reason: "invalid", message });

describe("stripPhoneSeparators", () => {
  it("removes spaces, dashes of every kind, dots, brackets and slashes but nothing else", () => {
    expect(stripPhoneSeparators(" (02) 9999-9999 ")).toBe("0299999999");
    expect(stripPhoneSeparators("02\u20139999\u20149999\u00a0/.")).toBe("0299999999");
    expect(stripPhoneSeparators("+61 4x")).toBe("+614x");
  });
});

describe("normalisePhone", () => {
  it.each([
    ["+61 2 9999 9999", "au", "0299999999"],
    ["0061 2 9999 9999", "au", "0299999999"],
    ["+61 (0)2 9999 9999", "au", "0299999999"],
    ["+61 412 345 678", "au-mobile", "0412345678"],
    ["+64 21 123 4567", "nz", "0211234567"],
    ["0064 9 123 4567", "nz", "091234567"],
    ["+44 20 7946 0958", "au-nz-uk", "02079460958"],
    ["0044 7911 123456", "au-nz-uk", "07911123456"],
    ["+64 21 123 4567", "au-nz-uk", "0211234567"],
    ["+61 2 9999 9999", "au-nz-uk", "0299999999"],
  ] as const)("%s (%s) -> %s", (raw, variant, expected) => {
    expect(normalisePhone(raw, variant)).toBe(expected);
  });

  it("leaves another country's prefix alone, so +64 can never pass as an Australian number", () => {
    expect(normalisePhone("+64 21 234 5678", "au")).toBe("+64212345678");
    expect(normalisePhone("+61 2 9999 9999", "nz")).toBe("+61299999999");
    expect(normalisePhone("+44 2 1234 5678", "au")).toBe("+44212345678");
  });

  it("defaults to the Australian variant", () => {
    expect(normalisePhone("+61 2 9999 9999")).toBe("0299999999");
  });

  it("turns stacked prefixes into one leading 0 so a second pass changes nothing", () => {
    expect(normalisePhone("+61 0061 2 9999 9999", "au")).toBe("0299999999");
  });

  it("drops a US 1, +1 or 001 prefix only in front of a valid 10-digit number", () => {
    expect(normalisePhone("+1 (212) 555-0123", "us")).toBe("2125550123");
    expect(normalisePhone("1 212 555 0123", "us")).toBe("2125550123");
    expect(normalisePhone("001 212 555 0123", "us")).toBe("2125550123");
    expect(normalisePhone("(212) 555-0123", "us")).toBe("2125550123");
    expect(normalisePhone("1 112 555 0123", "us")).toBe("11125550123");
    expect(normalisePhone("+1 212 555 012", "us")).toBe("+1212555012");
  });

  it("skips prefix handling on absurdly long input", () => {
    const long = `+61${"2".repeat(30)}`;
    expect(normalisePhone(long, "au")).toBe(long);
    const justShortEnough = `+61${"2".repeat(29)}`;
    expect(normalisePhone(justShortEnough, "au")).toBe(`0${"2".repeat(29)}`);
  });
});

describe("validatePhone: au (landline or any Australian number)", () => {
  it.each(["2", "3", "4", "5", "7", "8"])("accepts 0%s plus 8 digits", (d) => {
    accepts(`0${d}12 345 678`, "au", `0${d}12345678`);
  });
  it.each(["0", "1", "6", "9"])("rejects 0%s plus 8 digits", (d) => {
    rejects(`0${d}12345678`, "au", PHONE_AU_MESSAGE);
  });
  it("needs exactly 10 digits", () => {
    rejects("021234567", "au", PHONE_AU_MESSAGE);
    rejects("02123456789", "au", PHONE_AU_MESSAGE);
  });
  it("accepts the +61 and 0061 forms", () => {
    accepts("+61 2 9999 9999", "au", "0299999999");
    accepts("0061 3 9999 9999", "au", "0399999999");
  });
  it("rejects letters, a missing leading 0 and empty input", () => {
    rejects("02 9999 999a", "au", PHONE_AU_MESSAGE);
    rejects("2999999999", "au", PHONE_AU_MESSAGE);
    rejects("", "au", PHONE_AU_MESSAGE);
    rejects("+64 21 234 5678", "au", PHONE_AU_MESSAGE);
  });
});

describe("validatePhone: au-mobile", () => {
  it("accepts 04 plus 8 digits, +614 and 0061 4", () => {
    accepts("0412 345 678", "au-mobile", "0412345678");
    accepts("+61 412 345 678", "au-mobile", "0412345678");
    accepts("0061 412 345 678", "au-mobile", "0412345678");
  });
  it("rejects landlines and wrong lengths", () => {
    rejects("02 9999 9999", "au-mobile", PHONE_AU_MOBILE_MESSAGE);
    rejects("0412 345 67", "au-mobile", PHONE_AU_MOBILE_MESSAGE);
    rejects("0412 345 6789", "au-mobile", PHONE_AU_MOBILE_MESSAGE);
  });
});

describe("validatePhone: nz", () => {
  it.each(["2", "3", "4", "6", "7", "9"])("accepts 0%s followed by 7 digits", (d) => {
    accepts(`0${d}1234567`, "nz", `0${d}1234567`);
  });
  it.each(["0", "1", "5", "8"])("rejects 0%s", (d) => {
    rejects(`0${d}1234567`, "nz", PHONE_NZ_MESSAGE);
  });
  it("accepts 7 to 9 digits after the area digit and nothing outside that", () => {
    accepts("0211234567", "nz", "0211234567");
    accepts("02112345678", "nz", "02112345678");
    rejects("02123456", "nz", PHONE_NZ_MESSAGE);
    rejects("021123456789", "nz", PHONE_NZ_MESSAGE);
  });
  it("accepts the +64 and 0064 forms", () => {
    accepts("+64 21 123 456", "nz", "021123456");
    accepts("0064 91234567", "nz", "091234567");
  });
  it("reports too many characters at 15 raw characters, not at 14", () => {
    expect("+64 21 123 456".length).toBe(14);
    accepts("+64 21 123 456", "nz", "021123456");
    expect("+64 21 123 4567".length).toBe(15);
    expect(validatePhone("+64 21 123 4567", "nz")).toEqual({
      ok: false,
      reason: "too-long",
      message: PHONE_TOO_LONG_MESSAGE,
    });
  });
  it("only counts characters in NZ mode", () => {
    accepts("+61 (0)2 9999 9999", "au", "0299999999");
  });
});

describe("validatePhone: us", () => {
  it("accepts 10 digits with an area code starting 2-9, with or without 1, +1 or 001", () => {
    accepts("(212) 555-0123", "us", "2125550123");
    accepts("1 212 555 0123", "us", "2125550123");
    accepts("+1 212 555 0123", "us", "2125550123");
    accepts("001 212 555 0123", "us", "2125550123");
    accepts("9995550123", "us", "9995550123");
  });
  it("rejects area codes starting 0 or 1, wrong lengths and other prefixes", () => {
    rejects("(112) 555-0123", "us", PHONE_US_MESSAGE);
    rejects("(012) 555-0123", "us", PHONE_US_MESSAGE);
    rejects("212 555 012", "us", PHONE_US_MESSAGE);
    rejects("212 555 01234", "us", PHONE_US_MESSAGE);
    rejects("2 212 555 0123", "us", PHONE_US_MESSAGE);
    rejects("+61 2 9999 9999", "us", PHONE_US_MESSAGE);
  });
});

describe("validatePhone: au-nz-uk", () => {
  it("accepts Australian, New Zealand and UK numbers", () => {
    accepts("02 9999 9999", "au-nz-uk", "0299999999");
    accepts("+64 9 123 4567", "au-nz-uk", "091234567");
    accepts("+44 20 7946 0958", "au-nz-uk", "02079460958");
    accepts("07911 123456", "au-nz-uk", "07911123456");
    accepts("0044 1632 9600 123", "au-nz-uk", "016329600123");
  });
  it("rejects what none of the three patterns allow", () => {
    rejects("0112345678", "au-nz-uk", PHONE_AU_MESSAGE);
    rejects("0812345678901", "au-nz-uk", PHONE_AU_MESSAGE);
    rejects("+1 212 555 0123", "au-nz-uk", PHONE_AU_MESSAGE);
  });
});

describe("the always-accepted test number", () => {
  it.each(PHONE_VARIANTS)("is accepted by %s in any written form", (variant) => {
    accepts("0400 000 000", variant, ALWAYS_ACCEPTED_TEST_PHONE);
    accepts("+61 400 000 000", variant, ALWAYS_ACCEPTED_TEST_PHONE);
  });
  it("can be changed or switched off", () => {
    expect(validatePhone("02 9999 9999", "us", { alwaysAccepted: "0299999999" })).toEqual({
      ok: true,
      normalised: "0299999999",
    });
    expect(validatePhone("0400000000", "us", { alwaysAccepted: null }).ok).toBe(false);
    expect(validatePhone("0400000000", "us", { alwaysAccepted: "0299999999" }).ok).toBe(false);
  });
  it("never makes empty input acceptable, even when set to an empty string", () => {
    expect(validatePhone("", "us", { alwaysAccepted: "" }).ok).toBe(false);
    expect(validatePhone("", "us", { alwaysAccepted: " - " }).ok).toBe(false);
  });
  it("wins over the NZ length limit", () => {
    accepts("+61 400 000 000 ", "nz", ALWAYS_ACCEPTED_TEST_PHONE);
  });
});

describe("toE164Mobile", () => {
  it("turns a leading 04 into +614", () => {
    expect(toE164Mobile("0411 222 333", "AU")).toEqual({ ok: true, e164: "+61411222333" });
  });
  it("keeps a number that is already E.164", () => {
    expect(toE164Mobile("+61 411 222 333", "AU")).toEqual({ ok: true, e164: "+61411222333" });
    expect(toE164Mobile("+1 (212) 555-0123", "US")).toEqual({ ok: true, e164: "+12125550123" });
  });
  it("strips everything except digits and plus", () => {
    expect(toE164Mobile("tel: 0411-222-333 (mob)", "AU")).toEqual({
      ok: true,
      e164: "+61411222333",
    });
  });
  it("rejects Australian input that does not become E.164", () => {
    expect(toE164Mobile("0299999999", "AU")).toEqual({ ok: false, message: E164_AU_MESSAGE });
    expect(toE164Mobile("61411222333", "AU")).toEqual({ ok: false, message: E164_AU_MESSAGE });
    expect(toE164Mobile("", "AU")).toEqual({ ok: false, message: E164_AU_MESSAGE });
    expect(toE164Mobile("+0411222333", "AU")).toEqual({ ok: false, message: E164_AU_MESSAGE });
  });
  it("turns a New Zealand mobile (02x) into +642x and refuses a landline", () => {
    expect(toE164Mobile("021 123 4567", "NZ")).toEqual({ ok: true, e164: "+64211234567" });
    expect(toE164Mobile("022 123 456", "NZ")).toEqual({ ok: true, e164: "+6422123456" });
    expect(toE164Mobile("09 123 4567", "NZ")).toEqual({ ok: false, message: E164_NZ_MESSAGE });
  });
  it("prefixes + to 11 US digits starting 1 and +1 to 10 digits", () => {
    expect(toE164Mobile("1 212 555 0123", "US")).toEqual({ ok: true, e164: "+12125550123" });
    expect(toE164Mobile("(123) 456-7890", "US")).toEqual({ ok: true, e164: "+11234567890" });
  });
  it("rejects US input of any other shape", () => {
    expect(toE164Mobile("2 212 555 0123", "US")).toEqual({ ok: false, message: E164_US_MESSAGE });
    expect(toE164Mobile("555 0123", "US")).toEqual({ ok: false, message: E164_US_MESSAGE });
  });
  it("checks the E.164 length limit of 15 digits", () => {
    expect(toE164Mobile(`+1${"2".repeat(14)}`, "US")).toEqual({
      ok: true,
      e164: `+1${"2".repeat(14)}`,
    });
    expect(toE164Mobile(`+1${"2".repeat(15)}`, "US").ok).toBe(false);
    expect(toE164Mobile("+1", "US").ok).toBe(false);
  });
  it("always maps the test number to its +61 form, even on a US site", () => {
    expect(toE164Mobile("0400 000 000", "US")).toEqual({ ok: true, e164: "+61400000000" });
    expect(toE164Mobile("0299999999", "US", { alwaysAccepted: "02 9999 9999" })).toEqual({
      ok: true,
      e164: "+61299999999",
    });
    expect(toE164Mobile("0400000000", "US", { alwaysAccepted: null })).toEqual({
      ok: true,
      e164: "+10400000000",
    });
  });
});

describe("formatPhoneForDisplay", () => {
  it.each([
    ["0412345678", "AU", "0412 345 678"],
    ["+61412345678", "AU", "0412 345 678"],
    ["0299999999", "AU", "(02) 9999 9999"],
    ["0899999999", "AU", "(08) 9999 9999"],
    ["021123456", "NZ", "021 123 456"],
    ["0211234567", "NZ", "021 123 4567"],
    ["02112345678", "NZ", "021 1234 5678"],
    ["091234567", "NZ", "(09) 123 4567"],
    ["+64 9 123 4567", "NZ", "(09) 123 4567"],
    ["2125550123", "US", "(212) 555-0123"],
    ["+1 212 555 0123", "US", "(212) 555-0123"],
  ] as const)("%s in %s is shown as %s", (input, country, expected) => {
    expect(formatPhoneForDisplay(input, country)).toBe(expected);
  });
  it("returns numbers of an unknown shape as given", () => {
    expect(formatPhoneForDisplay("1300 123 456", "AU")).toBe("1300 123 456");
    expect(formatPhoneForDisplay("0412", "AU")).toBe("0412");
    expect(formatPhoneForDisplay("0812345", "NZ")).toBe("0812345");
    expect(formatPhoneForDisplay("1125550123", "US")).toBe("1125550123");
    expect(formatPhoneForDisplay("", "US")).toBe("");
  });
});

describe("maskPhone", () => {
  it("keeps the first 5 characters and the layout, hiding later digits", () => {
    expect(maskPhone("0412 345 678")).toBe("0412 XXX XXX");
    expect(maskPhone("(02) 9999 9999")).toBe("(02) XXXX XXXX");
    expect(maskPhone("(212) 555-0123")).toBe("(212) XXX-XXXX");
  });
  it("leaves short numbers alone and accepts another visible count", () => {
    expect(maskPhone("0412")).toBe("0412");
    expect(maskPhone("0412 345 678", 0)).toBe("XXXX XXX XXX");
    expect(maskPhone("0412 345 678", -3)).toBe("XXXX XXX XXX");
    expect(maskPhone("0412 345 678", 7.9)).toBe("0412 34X XXX");
  });
});

// Strings a visitor could type or paste: digits, separators, prefixes, letters, any unicode.
const phoneish = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: fc.constantFrom(..."0123456789 +-().064/") }),
  fc.string({ unit: fc.constantFrom(..."0123456789 +-().064/"), maxLength: 40 }),
);
const variant = fc.constantFrom(...PHONE_VARIANTS);

// Valid numbers written the ways people write them.
const separator = fc.constantFrom("", " ", "-", ".", "\u00a0");
const digits = (n: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: n, maxLength: n });
const spaced = (s: string, sep: string) => s.split("").join(sep);
const validWritten: fc.Arbitrary<[string, PhoneVariant]> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom("2", "3", "4", "5", "7", "8"),
      digits(8),
      fc.constantFrom("0", "+61", "0061"),
      separator,
    )
    .map(([d, rest, prefix, sep]): [string, PhoneVariant] => [
      `${prefix}${spaced(d + rest, sep)}`,
      "au",
    ]),
  fc
    .tuple(digits(8), fc.constantFrom("04", "+614", "00614"), separator)
    .map(([rest, prefix, sep]): [string, PhoneVariant] => [
      `${prefix}${spaced(rest, sep)}`,
      "au-mobile",
    ]),
  fc
    .tuple(
      fc.constantFrom("2", "3", "4", "6", "7", "9"),
      fc.integer({ min: 7, max: 9 }).chain(digits),
      fc.constantFrom("0", "+64", "0064"),
    )
    // Written without spaces: "0064" plus ten digits and a space already hits the 15-character limit.
    .map(([d, rest, prefix]): [string, PhoneVariant] => [`${prefix}${d}${rest}`, "nz"]),
  fc
    .tuple(fc.integer({ min: 2, max: 9 }), digits(9), fc.constantFrom("", "1", "+1", "001"))
    .map(([d, rest, prefix]): [string, PhoneVariant] => [
      `${prefix}(${d}${rest.slice(0, 2)}) ${rest.slice(2, 5)}-${rest.slice(5)}`,
      "us",
    ]),
  fc
    .tuple(
      fc.constantFrom("1", "2", "3", "7"),
      fc.integer({ min: 9, max: 10 }).chain(digits),
      fc.constantFrom("0", "+44", "0044"),
    )
    .map(([d, rest, prefix]): [string, PhoneVariant] => [`${prefix}${d}${rest}`, "au-nz-uk"]),
);

describe("phone properties", () => {
  it("never throws, whatever the input", () => {
    fc.assert(
      fc.property(phoneish, variant, (raw, v) => {
        normalisePhone(raw, v);
        validatePhone(raw, v);
        toE164Mobile(raw, v === "us" ? "US" : "AU");
        formatPhoneForDisplay(raw, v === "us" ? "US" : v === "nz" ? "NZ" : "AU");
        maskPhone(raw);
      }),
    );
  });

  it("copes with huge input quickly", () => {
    const huge = [
      "+61".repeat(300_000),
      "0061".repeat(300_000),
      "9".repeat(1_000_000),
      "\u{1F600}".repeat(200_000),
    ];
    const started = Date.now();
    for (const raw of huge) {
      for (const v of PHONE_VARIANTS) expect(validatePhone(raw, v).ok).toBe(false);
      expect(toE164Mobile(raw, "AU").ok).toBe(false);
    }
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("normalisation is idempotent", () => {
    fc.assert(
      fc.property(phoneish, variant, (raw, v) => {
        const once = normalisePhone(raw, v);
        expect(normalisePhone(once, v)).toBe(once);
      }),
      { numRuns: 2_000 },
    );
  });

  it("accepts valid numbers written in any usual way", () => {
    fc.assert(
      fc.property(validWritten, ([raw, v]) => {
        expect(validatePhone(raw, v).ok).toBe(true);
      }),
    );
  });

  it("every accepted number re-validates, unchanged, after normalisation", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          phoneish.map((raw) => [raw, "au"] as const),
          validWritten,
        ),
        variant,
        ([raw], v) => {
          const first = validatePhone(raw, v);
          if (!first.ok) return;
          expect(validatePhone(first.normalised, v)).toEqual(first);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
