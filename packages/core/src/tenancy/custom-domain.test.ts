import { describe, expect, it } from "vitest";
import { normaliseCustomDomain } from "./custom-domain.ts";

const platform = { platformDomain: "forecourt.test" };
const normalise = (raw: string) => normaliseCustomDomain(raw, platform);

describe("normaliseCustomDomain", () => {
  it("lower-cases and drops a port and a trailing dot", () => {
    expect(normalise("www.example.com.:8080")).toEqual({ ok: true, host: "www.example.com" });
    expect(normalise("WWW.Example.COM:8080")).toEqual({ ok: true, host: "www.example.com" });
    expect(normalise("www.example.com.")).toEqual({ ok: true, host: "www.example.com" });
    expect(normalise("  shop.example.com  ")).toEqual({ ok: true, host: "shop.example.com" });
  });

  it("turns a Unicode name into punycode", () => {
    expect(normalise("Bücher.example")).toEqual({ ok: true, host: "xn--bcher-kva.example" });
    expect(normalise("xn--bcher-kva.example")).toEqual({ ok: true, host: "xn--bcher-kva.example" });
  });

  it("refuses IP addresses", () => {
    expect(normalise("192.168.0.1")).toEqual({ ok: false, reason: "ip-address" });
    expect(normalise("10.0.0.1:80")).toEqual({ ok: false, reason: "ip-address" });
    expect(normalise("[::1]")).toEqual({ ok: false, reason: "ip-address" });
  });

  it("refuses the platform's own domain and its subdomains", () => {
    expect(normalise("forecourt.test")).toEqual({ ok: false, reason: "platform-domain" });
    expect(normalise("shop.forecourt.test")).toEqual({ ok: false, reason: "platform-domain" });
    expect(normalise("a.b.forecourt.test")).toEqual({ ok: false, reason: "platform-domain" });
    expect(normalise("shop.localhost")).toEqual({ ok: false, reason: "platform-domain" });
  });

  it("refuses what is not a host name", () => {
    for (const raw of [
      "",
      "https://example.com",
      "example.com/path",
      "user@example.com",
      "exa mple.com",
      "-bad.example.com",
      "a..b.com",
      "x".repeat(64) + ".com",
    ]) {
      expect(normalise(raw), raw).toEqual({ ok: false, reason: "not-a-host-name" });
    }
    expect(normalise("intranet")).toEqual({ ok: false, reason: "single-label" });
  });
});
