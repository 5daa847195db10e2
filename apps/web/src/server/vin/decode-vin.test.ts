import { beforeAll, describe, expect, it } from "vitest";
import { VIN_DECODE_MESSAGES } from "@forecourt/core/stock/vin-decode";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { AppError } from "../http/app-error.ts";
import { answerVinDecode } from "../console/answer-vin-decode.ts";
import { decodeVin } from "./decode-vin.ts";
import { vpicDatabase } from "./vpic-database.ts";

// The first use unpacks and indexes the shipped vPIC file once (a few seconds).
beforeAll(() => vpicDatabase().then(() => undefined), 120_000);

/**
 * VINs of US, Japanese, German, Korean and Chinese makers (their WMIs: 1HG Honda US, 1FT Ford
 * trucks, JTD Toyota Japan, WBA BMW, KMH Hyundai, LRW Tesla Shanghai, whose cars Australia
 * buys), each with a valid check digit, and what NHTSA's vPIC data says of them.
 * 1HGCM82633A004352 is vPIC's own example VIN. The shipped vPIC file has no transmission
 * patterns and drive types for few makers (Tesla's among them): the form fills what it has.
 */
describe("decoding a VIN offline from vPIC", () => {
  it.each([
    [
      "1HGCM82633A004352",
      {
        make: "Honda",
        model: "Accord",
        year: 2003,
        series: "EX-V6",
        body: "Coupe",
        fuel: "Gasoline",
        engine: "6 cylinders (J30A4)",
      },
    ],
    [
      "1FTFW1ET9DFC10312",
      { make: "Ford", model: "F-150", year: 2013, body: "Pickup", engine: "3.5 L, 6 cylinders" },
    ],
    [
      "JTDKN3DU8A0123457",
      {
        make: "Toyota",
        model: "Prius",
        year: 2010,
        series: "ZVW30L",
        body: "Hatchback",
        fuel: "Hybrid",
        engine: "1.8 L, 4 cylinders (2ZR-FXE+3JM)",
      },
    ],
    [
      "WBA3A5C57CF256651",
      { make: "BMW", model: "328i", year: 2012, series: "3-Series", body: "Sedan" },
    ],
    [
      "KMHDH4AE1DU123456",
      { make: "Hyundai", model: "Elantra", year: 2013, body: "Sedan", fuel: "Gasoline" },
    ],
    [
      "LRWYGCEK9PC123456",
      {
        make: "Tesla",
        model: "Model Y",
        year: 2023,
        series: "Long Range",
        body: "SUV",
        drivetrain: "AWD/All-Wheel Drive",
      },
    ],
    [
      "LRW3E7EA6MC123456",
      { make: "Tesla", model: "Model 3", year: 2021, drivetrain: "RWD/Rear-Wheel Drive" },
    ],
  ])("decodes %s as vPIC has it", async (vin, fields) => {
    const started = performance.now();
    const decoded = await decodeVin(vin);
    expect(decoded).toMatchObject({ ok: true, vin, fields });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("reads a VIN typed in lower case with spaces", async () => {
    expect(await decodeVin(" 1hgcm82633 a004352 ")).toMatchObject({
      ok: true,
      fields: { make: "Honda", model: "Accord" },
    });
  });

  it("says why, with no fields, for a maker or a model vPIC does not know, or a text that is no VIN", async () => {
    // A Thai-built HiLux for Australia: no model year in position 10, a maker code vPIC lacks.
    expect(await decodeVin("MR0FB3CD100123456")).toEqual({
      ok: false,
      vin: "MR0FB3CD100123456",
      reason: "unknown-maker",
      message: VIN_DECODE_MESSAGES["unknown-maker"],
    });
    // An Australian-built Chevrolet: vPIC knows the maker code, not the model.
    expect(await decodeVin("6G1EK5EV7DL123456")).toMatchObject({ ok: false, reason: "no-model" });
    expect(await decodeVin("1HGCM82633A00435")).toMatchObject({
      ok: false,
      reason: "not-a-vin",
      message: "A VIN is 17 letters and digits, without I, O or Q.",
    });
  });
});

describe("the console's VIN decode endpoint", () => {
  const staff = (role: StaffMember["grants"][number]["role"]): StaffMember => ({
    id: "00000000-0000-4000-8000-000000000001",
    email: "yard@dealer.test",
    name: null,
    isPlatformOperator: false,
    grants: [{ websiteId: 1, role, dealershipId: null, locationId: null }],
  });
  const ask = (who: StaffMember, vin: string) =>
    answerVinDecode(who, new Request(`http://console.test/console/stock/vin?vin=${vin}`));

  it("answers stock staff with the fields, or why there are none", async () => {
    const known = await ask(staff("dealer-admin"), "KMHDH4AE1DU123456");
    expect(known.status).toBe(200);
    expect(await known.json()).toMatchObject({ ok: true, fields: { make: "Hyundai" } });
    const unknown = await ask(staff("dealer-admin"), "MR0FB3CD100123456");
    expect(await unknown.json()).toMatchObject({ ok: false, reason: "unknown-maker" });
  });

  it("refuses a text that is no VIN with a 422 naming vin, and staff without stock with a 403", async () => {
    await expect(ask(staff("dealer-admin"), "HELLO")).rejects.toMatchObject({
      code: "INVALID_INPUT",
      fieldErrors: { vin: "A VIN is 17 letters and digits, without I, O or Q." },
    });
    const refused = ask(staff("marketing"), "KMHDH4AE1DU123456");
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
