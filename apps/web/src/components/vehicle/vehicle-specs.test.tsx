import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { siteWords } from "@forecourt/core/site/site-words";
import { buildCar } from "@forecourt/core/testing/car-detail";
import { VehicleSpecs } from "./vehicle-specs.tsx";

const AU = siteWords(siteSettingsSchema.parse({}));
const US = siteWords(siteSettingsSchema.parse({ locale: "en-US" }));

/** The specification rows the vehicle page shows, label to value, in their order. */
function specRowsOf(car: ReturnType<typeof buildCar>, words = AU): [string, string][] {
  const markup = renderToStaticMarkup(<VehicleSpecs car={car} words={words} />);
  return [...markup.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map(([, label, value]) => [
    label ?? "",
    value ?? "",
  ]);
}

describe("VehicleSpecs", () => {
  it("shows the car's series and colour (spec §3) among its specifications", () => {
    const rows = specRowsOf(buildCar({ series: "MY24", colour: "Arctic White" }));
    expect(rows).toContainEqual(["Series", "MY24"]);
    expect(rows).toContainEqual(["Colour", "Arctic White"]);
    // Beside the year and the badge, where a shopper reads what exactly the car is.
    const labels = rows.map(([label]) => label);
    expect(labels.indexOf("Series")).toBe(labels.indexOf("Year") + 1);
    expect(labels.indexOf("Colour")).toBe(labels.indexOf("Body") + 1);
  });

  it("names the colour in the site's spelling", () => {
    expect(specRowsOf(buildCar({ colour: "Arctic White" }), US)).toContainEqual([
      "Color",
      "Arctic White",
    ]);
  });

  it("shows drivetrain, engine, berths and length when the car has them, and its features as a list", () => {
    const car = buildCar({
      drivetrain: "4WD",
      engine: "2.8L 4cyl turbo diesel",
      berths: 4,
      lengthM: 6.4,
      features: ["Reversing camera", "Tow bar"],
    });
    const rows = specRowsOf(car);
    expect(rows).toContainEqual(["Drivetrain", "4WD"]);
    expect(rows).toContainEqual(["Engine", "2.8L 4cyl turbo diesel"]);
    expect(rows).toContainEqual(["Berths", "4"]);
    expect(rows).toContainEqual(["Length", "6.4 m"]);
    const markup = renderToStaticMarkup(<VehicleSpecs car={car} words={AU} />);
    expect(markup).toMatch(
      /<h3[^>]*>Features<\/h3><ul[^>]*><li>Reversing camera<\/li><li>Tow bar<\/li><\/ul>/,
    );
  });

  it("gives the length in feet and inches on a site that counts miles", () => {
    expect(specRowsOf(buildCar({ lengthM: 6.5 }), US)).toContainEqual(["Length", "21 ft 4 in"]);
  });

  it("leaves out the equipment a car does not have, and the features heading with none", () => {
    const car = buildCar({
      drivetrain: null,
      engine: null,
      berths: null,
      lengthM: null,
      features: [],
    });
    const labels = specRowsOf(car).map(([label]) => label);
    for (const label of ["Drivetrain", "Engine", "Berths", "Length"]) {
      expect(labels).not.toContain(label);
    }
    expect(renderToStaticMarkup(<VehicleSpecs car={car} words={AU} />)).not.toContain("Features");
  });

  it("leaves out a series or colour the car does not have", () => {
    const labels = specRowsOf(buildCar({ series: null, colour: "" })).map(([label]) => label);
    expect(labels).not.toContain("Series");
    expect(labels).not.toContain("Colour");
    expect(labels).toContain("Make");
  });
});
