import { describe, expect, it } from "vitest";
import { buildCarDetail } from "../testing/car-detail.ts";
import { carSpecFields } from "./car-spec-fields.ts";

const absolute = (path: string) => new URL(path, "https://harbour.example").href;

describe("carSpecFields", () => {
  it("names every field as spec §3 does, URLs absolute", () => {
    const fields = carSpecFields(buildCarDetail(), absolute);
    expect(fields).toMatchObject({
      stocknum: "U1001",
      car_type: "used",
      certified: false,
      created_at: "2026-10-01T02:30:00.000Z",
      primary_image_url: "https://harbour.example/media/cars/u1001/front.jpg",
      images: [
        { image: { url: "https://harbour.example/media/cars/u1001/front.jpg", width: 1600 } },
        { image: { url: "https://harbour.example/media/cars/u1001/side.jpg", height: 1067 } },
      ],
      thumbnails: [
        "https://harbour.example/media/cars/u1001/front-thumb.jpg",
        "https://harbour.example/media/cars/u1001/side-thumb.jpg",
      ],
      city: "Parramatta",
      location: { slug: "parramatta", phone: "02 9999 0000" },
      autograb_data: { average_market_price: null },
    });
  });

  it("leaves the payment processors to the reader, saying only whether one takes payment", () => {
    const detail = buildCarDetail({
      car: {
        paymentProcessors: [
          { authorizationType: "stripe", authorizationKey: "sk_live_SECRET", depositAmount: 500 },
        ],
      },
    });
    const fields = carSpecFields(detail, absolute);
    expect(fields).not.toHaveProperty("payment_processors");
    expect(JSON.stringify(fields)).not.toContain("SECRET");
    expect(fields.has_checkout_payment_processor).toBe(true);
  });

  it("takes the city and state from the car when it has no location", () => {
    const fields = carSpecFields(buildCarDetail({ location: null }), absolute);
    expect(fields).toMatchObject({ city: "Parramatta", state: "NSW", location: null });
  });
});
