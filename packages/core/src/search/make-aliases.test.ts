import { describe, expect, it } from "vitest";
import {
  displayCarName,
  displayMake,
  MAKE_ALIASES,
  shownVehicle,
  storedMakesFor,
} from "./make-aliases.ts";

describe("displayMake", () => {
  it.each([
    ["GWM Haval", "GWM"],
    ["Mercedes Benz", "Mercedes-Benz"],
    ["Suzuki Australia", "Suzuki"],
    ["Isuzu Ute", "Isuzu"],
    ["Chery NZ", "Chery"],
    ["SsangYong", "KGM"],
    ["Skoda", "Škoda"],
  ])("%s is shown as %s", (stored, shown) => expect(displayMake(stored)).toBe(shown));

  it("keeps makes without an alias, trimmed", () => {
    expect(displayMake(" Toyota ")).toBe("Toyota");
    expect(displayMake("Jayco")).toBe("Jayco");
  });

  it("recognises the shown name and loose spellings typed into a URL", () => {
    expect(displayMake("skoda")).toBe("Škoda");
    expect(displayMake("ŠKODA")).toBe("Škoda");
    expect(displayMake("mercedes-benz")).toBe("Mercedes-Benz");
    expect(displayMake("kgm")).toBe("KGM");
    expect(displayMake("gwm haval")).toBe("GWM");
  });

  it("is idempotent", () => {
    for (const make of [...Object.keys(MAKE_ALIASES), ...Object.values(MAKE_ALIASES), "Ford"]) {
      expect(displayMake(displayMake(make))).toBe(displayMake(make));
    }
  });
});

describe("storedMakesFor", () => {
  it("lists every stored spelling of a shown make", () => {
    expect(storedMakesFor("Škoda")).toEqual(["Skoda", "Škoda"]);
    expect(storedMakesFor("KGM")).toEqual(["KGM", "SsangYong"]);
    expect(storedMakesFor("GWM Haval")).toEqual(["GWM", "GWM Haval"]);
  });

  it("is just the make when it has no alias", () => {
    expect(storedMakesFor("Toyota")).toEqual(["Toyota"]);
  });
});

describe("displayCarName", () => {
  it("shows SsangYong as KGM and Skoda as Škoda in a name", () => {
    expect(displayCarName("2020 Skoda Octavia RS", "Skoda")).toBe("2020 Škoda Octavia RS");
    expect(displayCarName("SsangYong Musso Ultimate", "SsangYong")).toBe("KGM Musso Ultimate");
  });

  it("shows every aliased make as the filter names it (one display make everywhere)", () => {
    expect(displayCarName("Chery NZ Tiggo 7 Pro", "Chery NZ")).toBe("Chery Tiggo 7 Pro");
    expect(displayCarName("2024 GWM Haval H6", "GWM Haval")).toBe("2024 GWM H6");
    expect(displayCarName("2021 Mercedes Benz C300", "Mercedes Benz")).toBe(
      "2021 Mercedes-Benz C300",
    );
    expect(shownVehicle({ name: "Chery NZ Tiggo 7 Pro", make: "Chery NZ" })).toEqual({
      name: "Chery Tiggo 7 Pro",
      make: "Chery",
    });
  });

  it("leaves other makes, and words that only contain the make, alone", () => {
    expect(displayCarName("2020 Skodamatic", "Skoda")).toBe("2020 Skodamatic");
    expect(displayCarName("2023 Toyota Camry", "Toyota")).toBe("2023 Toyota Camry");
  });
});

describe("shownVehicle", () => {
  it("shows the make and the name the same way, keeping every other field", () => {
    const stored = { id: 7, name: "2020 Skoda Octavia RS", make: "Skoda", model: "Octavia" };
    expect(shownVehicle(stored)).toEqual({
      id: 7,
      name: "2020 Škoda Octavia RS",
      make: "Škoda",
      model: "Octavia",
    });
    expect(shownVehicle({ name: "SsangYong Musso", make: "SsangYong" })).toEqual({
      name: "KGM Musso",
      make: "KGM",
    });
    const toyota = { name: "2023 Toyota Camry", make: "Toyota" };
    expect(shownVehicle(toyota)).toBe(toyota);
  });
});
