import { describe, expect, it } from "vitest";
import { clientAddress, isHttpsRequest, PEER_ADDRESS_HEADER } from "./trusted-proxy.ts";

const request = (headers: Record<string, string>, url = "http://x.localhost/") =>
  new Request(url, { headers });

describe("clientAddress", () => {
  it("is the socket's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    const spoofed = request({
      "x-forwarded-for": "203.0.113.7",
      [PEER_ADDRESS_HEADER]: "198.51.100.9",
    });
    expect(clientAddress(spoofed, { hops: 0 })).toBe("198.51.100.9");
  });

  it("a client rotating its first X-Forwarded-For address behind one proxy stays one client", () => {
    const through = (spoof: string) =>
      request({ "x-forwarded-for": `${spoof}, 198.51.100.20`, [PEER_ADDRESS_HEADER]: "10.0.0.2" });
    const seen = new Set(
      ["1.1.1.1", "2.2.2.2", "3.3.3.3"].map((spoof) => clientAddress(through(spoof), { hops: 1 })),
    );
    expect([...seen]).toEqual(["198.51.100.20"]);
  });

  it("counts hops from the right, through two proxies", () => {
    const headers = {
      "x-forwarded-for": "6.6.6.6, 198.51.100.20, 10.0.0.1",
      [PEER_ADDRESS_HEADER]: "10.0.0.2",
    };
    expect(clientAddress(request(headers), { hops: 2 })).toBe("198.51.100.20");
  });

  it("takes the leftmost address when fewer hops came than are trusted", () => {
    const headers = { [PEER_ADDRESS_HEADER]: "10.0.0.2" };
    expect(clientAddress(request(headers), { hops: 3 })).toBe("10.0.0.2");
  });

  it("without the stamp, uses the nearest X-Forwarded-For entry Next filled", () => {
    expect(
      clientAddress(request({ "x-forwarded-for": "203.0.113.7, 10.0.0.1" }), { hops: 0 }),
    ).toBe("10.0.0.1");
    expect(clientAddress(request({}), { hops: 0 })).toBe("unknown");
  });
});

describe("isHttpsRequest", () => {
  it("believes X-Forwarded-Proto only from a trusted proxy", () => {
    const forwarded = request({ "x-forwarded-proto": "https" });
    expect(isHttpsRequest(forwarded, { hops: 0 })).toBe(false);
    expect(isHttpsRequest(forwarded, { hops: 1 })).toBe(true);
    const spoofed = request({ "x-forwarded-proto": "https" }, "https://x.example.com/");
    expect(isHttpsRequest(spoofed, { hops: 0 })).toBe(false);
  });
});
