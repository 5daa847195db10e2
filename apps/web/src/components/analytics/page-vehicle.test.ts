import { describe, expect, it } from "vitest";
import { pageVehicleMeta, rememberPageVehicle } from "./page-vehicle.ts";

const meta = {
  make: "Toyota",
  model: "Corolla",
  year: 2021,
  state_of_vehicle: "USED" as const,
  country: "AU",
};

describe("rememberPageVehicle", () => {
  it("answers a car's Meta fields by each key a lead names it by, until the page forgets them", () => {
    const forget = rememberPageVehicle([42, "2021-toyota-corolla"], meta);
    expect(pageVehicleMeta(42)).toBe(meta);
    expect(pageVehicleMeta("42")).toBe(meta);
    expect(pageVehicleMeta("2021-toyota-corolla")).toBe(meta);
    expect(pageVehicleMeta(7)).toBeNull();
    expect(pageVehicleMeta(undefined)).toBeNull();
    expect(pageVehicleMeta("")).toBeNull();
    forget();
    expect(pageVehicleMeta(42)).toBeNull();
  });

  it("a page that forgets late leaves the fields a newer page keeps", () => {
    const forgetOld = rememberPageVehicle([42], meta);
    const newer = { ...meta, year: 2022 };
    const forgetNew = rememberPageVehicle([42], newer);
    forgetOld();
    expect(pageVehicleMeta(42)).toBe(newer);
    forgetNew();
    expect(pageVehicleMeta(42)).toBeNull();
  });
});
