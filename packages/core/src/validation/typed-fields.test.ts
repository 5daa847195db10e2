import { describe, expect, it } from "vitest";
import { fieldError, inputMaxLength, type FieldContext } from "./fields.ts";
import * as messages from "./messages.ts";
import {
  FIRST_VEHICLE_YEAR,
  serviceIntervals,
  TYRE_OPTIONS,
  ageOn,
  formatExpiry,
  groupCardDigits,
  groupThousands,
  joinDateParts,
  luhnValid,
  parseCardNumber,
  parseCurrency,
  parseDateOfBirth,
  parseExpiry,
  parseRego,
  parseWholeDistance,
  plausibleYears,
  splitDateParts,
} from "./typed-fields.ts";

const today = new Date(2026, 10, 22); // 22 Nov 2026
const ctx: FieldContext = { phoneVariant: "au", today };
const us: FieldContext = { phoneVariant: "us", distanceUnit: "mi", today };
const day = { year: 2026, month: 11, day: 22 };
const error = (type: Parameters<typeof fieldError>[0]["type"], value: unknown, c = ctx) =>
  fieldError({ name: "x", type }, value, c);

describe("card number", () => {
  it("takes 12-19 digits in groups that pass the Luhn check, and returns the digits", () => {
    expect(parseCardNumber("4111 1111 1111 1111")).toEqual({ ok: true, value: "4111111111111111" });
    expect(parseCardNumber("5555-5555-5555-4444")).toEqual({ ok: true, value: "5555555555554444" });
    expect(error("cardNumber", "3782 822463 10005")).toBeNull();
  });
  it("refuses a wrong check digit, letters, too few or too many digits", () => {
    for (const bad of ["4111 1111 1111 1112", "4111 abcd 1111 1111", "4111 1111", "4".repeat(20)]) {
      expect(error("cardNumber", bad)).toBe(messages.CARD_NUMBER_MESSAGE);
    }
    expect(error("cardNumber", "")).toBe(messages.REQUIRED_MESSAGE);
  });
  it("groups digits as typed and checks Luhn", () => {
    expect(groupCardDigits("41111111111")).toBe("4111 1111 111");
    expect(groupCardDigits("4111-1111 1111 1111 9999 99")).toBe("4111 1111 1111 1111 999");
    expect(luhnValid("79927398713")).toBe(true);
    expect(luhnValid("79927398710")).toBe(false);
  });
  it("gives the input room for the digits and their spaces", () => {
    expect(inputMaxLength({ type: "cardNumber" }, ctx)).toBe(23);
  });
});

describe("card expiry and expiry date (MM/YY, not in the past)", () => {
  it("accepts this month and later", () => {
    expect(parseExpiry("11/26", day)).toEqual({ ok: true, value: "11/26" });
    expect(error("expiryDate", "01/27")).toBeNull();
    expect(error("CCExpiration", "12/26")).toBeNull();
  });
  it("refuses last month: the card form says the card has expired", () => {
    expect(error("expiryDate", "10/26")).toBe(messages.EXPIRY_PAST_MESSAGE);
    expect(error("CCExpiration", "10/26")).toBe(messages.CARD_EXPIRED_MESSAGE);
    expect(error("CCExpiration", "12/25")).toBe(messages.CARD_EXPIRED_MESSAGE);
  });
  it("refuses another shape or a month out of range", () => {
    for (const bad of ["13/27", "00/27", "1/27", "2027-01", "12/2027", "ab/cd"]) {
      expect(error("CCExpiration", bad)).toBe(messages.EXPIRY_FORMAT_MESSAGE);
    }
  });
  it("puts the slash in while typing", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12")).toBe("12");
    expect(formatExpiry("122")).toBe("12/2");
    expect(formatExpiry("12/289")).toBe("12/28");
  });
});

describe("currency, kilometre and number", () => {
  it("currency: dollars with separators and cents, carried plain", () => {
    expect(parseCurrency("$25,000")).toEqual({ ok: true, value: "25000" });
    expect(parseCurrency("25000.5")).toEqual({ ok: true, value: "25000.50" });
    expect(parseCurrency("1,234,567.89")).toEqual({ ok: true, value: "1234567.89" });
    for (const bad of ["25,00", "abc", "-5", "12.345", "1,2345"]) {
      expect(error("currency", bad)).toBe(messages.CURRENCY_MESSAGE);
    }
  });
  it("groups thousands as typed", () => {
    expect(groupThousands("1234567", { allowDecimals: false })).toBe("1,234,567");
    expect(groupThousands("$0012500.505", { allowDecimals: true })).toBe("12,500.50");
  });
  it("kilometre: a whole number in the site's unit, with the unit's message", () => {
    expect(parseWholeDistance("85,000 km", "km")).toEqual({ ok: true, value: "85000" });
    expect(error("kilometre", "85000.5")).toBe(messages.WHOLE_DISTANCE_MESSAGE.km);
    expect(error("kilometre", "lots", us)).toBe(messages.WHOLE_DISTANCE_MESSAGE.mi);
    expect(fieldError({ name: "k", type: "kilometre", maxLength: 7 }, "1,500,000", ctx)).toBe(
      messages.TOO_MANY_DIGITS_MESSAGE,
    );
  });
  it("number: digits with an optional sign and decimals", () => {
    expect(error("number", "12")).toBeNull();
    expect(error("number", "-1.5")).toBeNull();
    expect(error("number", "twelve")).toBe(messages.NUMBER_MESSAGE);
  });
});

describe("year", () => {
  it("a plausible year: from the first one sold here to next year's models", () => {
    const years = plausibleYears(day);
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(FIRST_VEHICLE_YEAR);
    expect(error("year", "2027")).toBeNull();
    expect(error("year", "2028")).toBe(messages.yearRangeMessage(FIRST_VEHICLE_YEAR, 2027));
    expect(error("year", "1949")).toBe(messages.yearRangeMessage(FIRST_VEHICLE_YEAR, 2027));
    expect(error("year", "20a6")).toBe(messages.yearRangeMessage(FIRST_VEHICLE_YEAR, 2027));
  });
});

describe("rego and licence", () => {
  it("rego: letters and digits, upper-cased, separators dropped", () => {
    expect(parseRego("abc-123")).toEqual({ ok: true, value: "ABC123" });
    expect(error("rego", "ab$12")).toBe(messages.REGO_MESSAGE);
    expect(error("rego", "ABCDEFGHIJ")).toBe(messages.REGO_MESSAGE);
  });
  it("licence number: 4 to 12 letters and digits", () => {
    expect(error("licenseNumber", "12 345 678")).toBeNull();
    expect(error("licenseNumber", "123")).toBe(messages.LICENCE_MESSAGE);
    expect(error("licenseNumber", "12-34-56")).toBe(messages.LICENCE_MESSAGE);
  });
});

describe("address", () => {
  it("a street number and a street name", () => {
    expect(error("address", "12 Smith Street, Parramatta NSW 2150")).toBeNull();
    expect(error("address", "Parramatta")).toBe(messages.ADDRESS_MESSAGE);
    expect(error("address", "12")).toBe(messages.ADDRESS_MESSAGE);
  });
});

describe("date of birth (day, month and year parts)", () => {
  it("joins and splits parts, keeping empty ones", () => {
    expect(joinDateParts({ day: "4", month: "", year: "1990" })).toBe("1990--4");
    expect(splitDateParts("1990--4")).toEqual({ day: "4", month: "", year: "1990" });
  });
  it("needs every part, then a real date in the past", () => {
    expect(error("dob", "1990--4")).toBe(messages.DATE_PARTS_MESSAGE);
    expect(parseDateOfBirth("1990-7-4", day)).toEqual({ ok: true, value: "1990-07-04" });
    expect(error("dob", "2001-02-29")).toBe(messages.DATE_MESSAGE);
    expect(error("dob", "2000-02-29")).toBeNull();
    expect(error("dob", "2030-01-01")).toBe(messages.DATE_MESSAGE);
    expect(error("dob", "1800-01-01")).toBe(messages.DATE_MESSAGE);
    expect(error("dob", "1990-13-01")).toBe(messages.DATE_MESSAGE);
  });
  it("checks the age where the form asks, counting the birthday itself", () => {
    const field = { name: "birth_date", type: "dob" as const, minimumAge: 18 };
    expect(fieldError(field, "2008-11-22", ctx)).toBeNull();
    expect(fieldError(field, "2008-11-23", ctx)).toBe(messages.AGE_MESSAGE(18));
    expect(ageOn({ year: 2000, month: 2, day: 29 }, day)).toBe(26);
  });
});

describe("service interval and tyres: a choice from the data", () => {
  it("accepts an offered choice only", () => {
    expect(error("serviceInterval", serviceIntervals("km")[1])).toBeNull();
    expect(error("tyres", TYRE_OPTIONS[3])).toBeNull();
    expect(error("serviceInterval", "Every week")).toBe(messages.CHOICE_MESSAGE);
    expect(error("tyres", "Eight")).toBe(messages.CHOICE_MESSAGE);
    expect(error("tyres", "")).toBe(messages.REQUIRED_MESSAGE);
  });
  it("offers the intervals in the site's distance unit, and takes only that unit's", () => {
    const miles = { ...ctx, distanceUnit: "mi" as const };
    expect(serviceIntervals("mi").every((i) => !/\bkm\b/.test(i))).toBe(true);
    expect(error("serviceInterval", serviceIntervals("mi")[1], miles)).toBeNull();
    expect(error("serviceInterval", serviceIntervals("km")[1], miles)).toBe(
      messages.CHOICE_MESSAGE,
    );
  });
});
