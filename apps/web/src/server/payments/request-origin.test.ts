import { describe, expect, it } from "vitest";
import { requestOrigin } from "./request-origin.ts";

const request = (headers: Record<string, string>) =>
  new Request("http://coastline.localhost:3000/api/reservations", { method: "POST", headers });

describe("requestOrigin", () => {
  it("is the Host the request reached, whatever X-Forwarded-Host says", () => {
    const forged = request({
      host: "coastline.localhost:3000",
      "x-forwarded-host": "evil.example",
    });
    expect(requestOrigin(forged, { hops: 0 })).toBe("http://coastline.localhost:3000");
    expect(requestOrigin(forged, { hops: 1 })).toBe("http://coastline.localhost:3000");
  });

  it("uses https only when a trusted proxy says so", () => {
    const https = request({ host: "shop.example.com", "x-forwarded-proto": "https" });
    expect(requestOrigin(https, { hops: 0 })).toBe("http://shop.example.com");
    expect(requestOrigin(https, { hops: 1 })).toBe("https://shop.example.com");
  });
});
