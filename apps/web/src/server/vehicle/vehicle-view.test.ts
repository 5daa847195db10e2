import { describe, expect, it } from "vitest";
import { buildCarDetail, buildLocation } from "@forecourt/core/testing/car-detail";
import { vehicleLocationView } from "./vehicle-view.ts";

describe("vehicleLocationView: where the car is offered (distribution_locations)", () => {
  const yard = buildLocation({
    slug: "richmond",
    name: "Metro Richmond",
    distributionLocations: ["dandenong", "geelong", "closed-yard", "nowhere"],
  });
  const siteLocations = [
    { slug: "richmond", name: "Metro Richmond", isVisible: true },
    { slug: "dandenong", name: "Metro Dandenong", isVisible: true },
    { slug: "geelong", name: "Metro Geelong", isVisible: true },
    { slug: "closed-yard", name: "Old Yard", isVisible: false },
  ];

  it("names the site's other visible locations the yard's stock is offered through", () => {
    const view = vehicleLocationView(buildCarDetail({ location: yard }), siteLocations);
    expect(view.name).toBe("Metro Richmond");
    expect(view.alsoOfferedAt).toEqual(["Metro Dandenong", "Metro Geelong"]);
  });

  it("names none for a yard that distributes to no other location", () => {
    const view = vehicleLocationView(
      buildCarDetail({ location: buildLocation({ distributionLocations: [] }) }),
      siteLocations,
    );
    expect(view.alsoOfferedAt).toEqual([]);
  });
});
