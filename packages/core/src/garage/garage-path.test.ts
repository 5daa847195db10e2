import { describe, expect, it } from "vitest";
import { siteSettingsSchema } from "../site/site-settings.ts";
import { garageHref, garageTab } from "./garage-path.ts";

describe("garageHref", () => {
  it("is /my-garage?tab=saved-cars by default", () => {
    const settings = siteSettingsSchema.parse({ garage: { isEnabled: true } });
    expect(garageHref(settings)).toBe("/my-garage?tab=saved-cars");
  });

  it("appends /saved to a branded garage path", () => {
    const settings = siteSettingsSchema.parse({
      garage: { isEnabled: true },
      paths: { garage: "/mymetro" },
    });
    expect(garageHref(settings)).toBe("/mymetro/saved");
  });

  it("is null where the site has no garage", () => {
    expect(garageHref(siteSettingsSchema.parse({}))).toBeNull();
  });
});

describe("garageTab", () => {
  it("reads a known tab and shows saved cars otherwise", () => {
    expect(garageTab("recently-viewed")).toBe("recently-viewed");
    expect(garageTab(["my-details", "x"])).toBe("my-details");
    expect(garageTab("nope")).toBe("saved-cars");
    expect(garageTab(undefined)).toBe("saved-cars");
  });
});
