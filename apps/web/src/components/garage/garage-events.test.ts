import { beforeEach, describe, expect, it, vi } from "vitest";

const tracked = vi.hoisted(() => [] as unknown[][]);
vi.mock("../analytics/track-event.ts", () => ({
  trackEvent: (...args: unknown[]) => tracked.push(args),
}));

const { trackFavouriteToggled } = await import("./garage-events.ts");

const car = {
  id: 42,
  name: "2024 Jayco Journey",
  slug: "2024-jayco-journey",
  make: "Jayco",
  model: "Journey",
  primary_image_url: null,
};

beforeEach(() => {
  tracked.length = 0;
});

describe("trackFavouriteToggled", () => {
  it("a favourite names the car by its catalogue id, as Meta's AddToWishlist matches it", () => {
    trackFavouriteToggled(car, "added", "U1234");
    expect(tracked).toEqual([
      [
        { type: "favourite" },
        {
          properties: {
            change: "added",
            car_id: 42,
            car_slug: "2024-jayco-journey",
            car_name: "2024 Jayco Journey",
            content_ids: ["U1234"],
            content_type: "vehicle",
          },
        },
      ],
    ]);
  });

  it("without a catalogue id (a stored favourite removed in the garage) it names none", () => {
    trackFavouriteToggled(car, "removed");
    expect(tracked[0]?.[1]).toEqual({
      properties: {
        change: "removed",
        car_id: 42,
        car_slug: "2024-jayco-journey",
        car_name: "2024 Jayco Journey",
      },
    });
  });
});
