import { describe, expect, it } from "vitest";
import { metaPixelParameters } from "./meta-pixel-parameters.ts";

describe("metaPixelParameters", () => {
  it("leaves out the visitor's, session's, device's and lead's ids, keeping the rest", () => {
    expect(
      metaPixelParameters({
        content_ids: ["U1001"],
        content_type: "vehicle",
        make: "Toyota",
        anon_id: "anon_1",
        session_id: "session_1",
        device_id: "device_1",
        lead_id: "lead_1",
        website_slug: "harbour",
      }),
    ).toEqual({
      content_ids: ["U1001"],
      content_type: "vehicle",
      make: "Toyota",
      website_slug: "harbour",
    });
  });
});
