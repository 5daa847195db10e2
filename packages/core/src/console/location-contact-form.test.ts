import { describe, expect, it } from "vitest";
import { fieldErrors } from "../validation/field-errors.ts";
import { GOOGLE_STORE_CODE_MESSAGE } from "../site/site-input.ts";
import { testLocation } from "../testing/location.ts";
import {
  locationContactField,
  locationContactInput,
  locationContactSchema,
  locationContactValues,
} from "./location-contact-form.ts";

const week = (day: Record<string, string>) => ({
  phone: "03 9000 0000",
  ...Object.fromEntries(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [
      `opening_hours.${d}.status`,
      "closed",
    ]),
  ),
  ...day,
});

describe("a location's phone and hours form", () => {
  it("reads an open day with its times and a closed day without", () => {
    const parsed = locationContactSchema.parse(
      locationContactInput(
        week({
          "opening_hours.monday.status": "open",
          "opening_hours.monday.open": "08:30",
          "opening_hours.monday.close": "17:00",
          // A closed day's times are ignored.
          "opening_hours.sunday.open": "nonsense",
        }),
      ),
    );
    expect(parsed.opening_hours?.monday).toEqual({ status: "open", open: "08:30", close: "17:00" });
    expect(parsed.opening_hours?.sunday).toEqual({ status: "closed" });
  });

  it("puts a day's errors beside its times", () => {
    const parsed = locationContactSchema.safeParse(
      locationContactInput(
        week({
          "opening_hours.monday.status": "open",
          "opening_hours.monday.open": "17:00",
          "opening_hours.monday.close": "09:00",
          "opening_hours.tuesday.status": "open",
          "opening_hours.tuesday.open": "0830",
          "opening_hours.tuesday.close": "17:00",
        }),
      ),
    );
    expect(parsed.success).toBe(false);
    expect(
      parsed.success
        ? {}
        : fieldErrors(parsed.error, (path) => locationContactField(path.join("."))),
    ).toEqual({
      "opening_hours.monday.close": "The closing time must be after the opening time.",
      "opening_hours.tuesday.open": "A time is HH:MM on the 24-hour clock.",
    });
  });

  it("takes a Google store code, clears it when emptied, and refuses one Google's feeds cannot carry", () => {
    expect(
      locationContactSchema.parse(locationContactInput(week({ google_store_code: " PARRA-01 " })))
        .google_store_code,
    ).toBe("PARRA-01");
    expect(
      locationContactSchema.parse(locationContactInput(week({ google_store_code: "" })))
        .google_store_code,
    ).toBeNull();
    const parsed = locationContactSchema.safeParse(
      locationContactInput(week({ google_store_code: "in_store:PARRA" })),
    );
    expect(parsed.success).toBe(false);
    expect(
      parsed.success
        ? {}
        : fieldErrors(parsed.error, (path) => locationContactField(path.join("."))),
    ).toEqual({ google_store_code: GOOGLE_STORE_CODE_MESSAGE });
  });

  it("shows a location's store code, or an empty field", () => {
    expect(
      locationContactValues(testLocation({ googleStoreCode: "PARRA-01" })).google_store_code,
    ).toBe("PARRA-01");
    expect(locationContactValues(testLocation()).google_store_code).toBe("");
  });
});
