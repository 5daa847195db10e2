import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  SITE_SLUG_PATTERN,
  resolveHost,
  siteKeyKind,
  siteRewritePath,
  type HostResolution,
} from "./resolve-host.ts";

const options = { platformDomain: "forecourt.test" };
const resolve = (host: string | null | undefined) => resolveHost(host, options);

const platform: HostResolution = { kind: "platform" };
const site = (slug: string): HostResolution => ({ kind: "site", slug });
const customDomain = (domain: string): HostResolution => ({ kind: "custom-domain", domain });
const malformed: HostResolution = { kind: "invalid", reason: "malformed-host" };
const unknownSubdomain: HostResolution = { kind: "invalid", reason: "unknown-subdomain" };
const missing: HostResolution = { kind: "invalid", reason: "missing-host" };

describe("resolveHost: the platform", () => {
  it.each([
    "forecourt.test",
    "www.forecourt.test",
    "localhost",
    "www.localhost",
    "127.0.0.1",
    "[::1]",
  ])("%s is the platform", (host) => {
    expect(resolve(host)).toEqual(platform);
  });

  it.each([
    "forecourt.test:3000",
    "FORECOURT.TEST",
    "Www.Forecourt.Test:443",
    "forecourt.test.",
    "forecourt.test.:8080",
    "localhost:3000",
    "LOCALHOST",
    "localhost.",
    "127.0.0.1:3000",
    "[::1]:3000",
    "  forecourt.test  ",
  ])("%s is the platform after normalising", (host) => {
    expect(resolve(host)).toEqual(platform);
  });

  it("normalises the configured platform domain too", () => {
    expect(resolveHost("forecourt.test", { platformDomain: "Forecourt.Test." })).toEqual(platform);
    expect(resolveHost("acme.forecourt.test", { platformDomain: "FORECOURT.TEST" })).toEqual(
      site("acme"),
    );
  });

  it("works when the platform domain is localhost itself", () => {
    const local = { platformDomain: "localhost" };
    expect(resolveHost("localhost:3000", local)).toEqual(platform);
    expect(resolveHost("acme.localhost", local)).toEqual(site("acme"));
    expect(resolveHost("a.b.localhost", local)).toEqual(unknownSubdomain);
  });

  it("works with a platform domain of several labels", () => {
    const deep = { platformDomain: "sites.example.com.au" };
    expect(resolveHost("sites.example.com.au", deep)).toEqual(platform);
    expect(resolveHost("www.sites.example.com.au", deep)).toEqual(platform);
    expect(resolveHost("acme.sites.example.com.au", deep)).toEqual(site("acme"));
    expect(resolveHost("example.com.au", deep)).toEqual(customDomain("example.com.au"));
  });
});

describe("resolveHost: sites on the platform domain", () => {
  it.each([
    ["acme.forecourt.test", "acme"],
    ["acme-motors.forecourt.test", "acme-motors"],
    ["a.forecourt.test", "a"],
    ["123.forecourt.test", "123"],
    ["ACME.Forecourt.Test", "acme"],
    ["acme.forecourt.test:3000", "acme"],
    ["acme.forecourt.test.", "acme"],
    ["acme.forecourt.test.:3000", "acme"],
    ["acme.localhost", "acme"],
    ["acme.localhost:3000", "acme"],
    ["Acme.LocalHost.", "acme"],
  ])("%s is site %s", (host, slug) => {
    expect(resolve(host)).toEqual(site(slug));
  });

  it("accepts a slug of 63 characters and refuses 64", () => {
    const longest = "a".repeat(63);
    expect(resolve(`${longest}.forecourt.test`)).toEqual(site(longest));
    expect(resolve(`${"a".repeat(64)}.forecourt.test`)).toEqual(malformed);
  });

  it.each([
    "-acme.forecourt.test",
    "acme-.forecourt.test",
    "ac_me.forecourt.test",
    "ac me.forecourt.test",
    "acmé.forecourt.test",
    "-acme.localhost",
  ])("%s has a subdomain that cannot be a slug", (host) => {
    expect(resolve(host)).toEqual(malformed);
  });

  it.each([
    "a.b.forecourt.test",
    "www.acme.forecourt.test",
    "a.b.c.forecourt.test",
    "a.b.localhost",
    "www.acme.localhost:3000",
  ])("%s is an unknown subdomain", (host) => {
    expect(resolve(host)).toEqual(unknownSubdomain);
  });

  it("does not mistake look-alike domains for the platform", () => {
    expect(resolve("forecourt.test.evil.com")).toEqual(customDomain("forecourt.test.evil.com"));
    expect(resolve("evilforecourt.test")).toEqual(customDomain("evilforecourt.test"));
    expect(resolve("acme.forecourt.testing")).toEqual(customDomain("acme.forecourt.testing"));
    expect(resolve("notlocalhost.com")).toEqual(customDomain("notlocalhost.com"));
  });
});

describe("resolveHost: custom domains", () => {
  it.each([
    ["acmemotors.com.au", "acmemotors.com.au"],
    ["www.acmemotors.com.au", "www.acmemotors.com.au"],
    ["WWW.AcmeMotors.com.au:443", "www.acmemotors.com.au"],
    ["acmemotors.co.nz.", "acmemotors.co.nz"],
    ["shop.acme-rv.com", "shop.acme-rv.com"],
    ["xn--caf-dma.com", "xn--caf-dma.com"],
    ["acme.localhost.com", "acme.localhost.com"],
  ])("%s is custom domain %s", (host, domain) => {
    expect(resolve(host)).toEqual(customDomain(domain));
  });

  it("accepts a domain of exactly 253 characters", () => {
    const label = "a".repeat(63);
    const domain = `${label}.${label}.${label}.${"b".repeat(57)}.com`;
    expect(domain).toHaveLength(253);
    expect(resolve(domain)).toEqual(customDomain(domain));
    expect(resolve(`${domain}.`)).toEqual(customDomain(domain));
    expect(resolve(`${domain}:8080`)).toEqual(customDomain(domain));
  });
});

describe("resolveHost: missing and malformed hosts", () => {
  it.each([null, undefined, "", "   "])("%j is a missing host", (host) => {
    expect(resolve(host)).toEqual(missing);
  });

  it.each([
    ".",
    "..",
    ":3000",
    "example..com",
    ".example.com",
    "example.com..",
    "exa mple.com",
    "example.com/path",
    "user@example.com",
    "example.com?x=1",
    "exam%70le.com",
    "exam_ple.com",
    "-example.com",
    "example-.com",
    "café.com",
    "example.com:abc",
    "example.com:99999",
    "example.com:123456",
    "example.com:80:80",
    "example.com:-1",
    "::1",
    "[::1",
    "[::1]x",
    "[::2]",
    "[2001:db8::1]:443",
    "[::ffff:127.0.0.1]",
    "[]",
    "intranet",
    "web:3000",
    "192.168.1.10",
    "10.0.0.1:3000",
    "127.1",
    "example.123",
    "\u0000",
    "exa\nmple.com",
  ])("%j is malformed", (host) => {
    expect(resolve(host)).toEqual(malformed);
  });

  it("accepts an empty port, which the HTTP grammar allows", () => {
    expect(resolve("acme.forecourt.test:")).toEqual(site("acme"));
    expect(resolve("[::1]:")).toEqual(platform);
  });

  it("refuses a host longer than 253 characters", () => {
    const label = "a".repeat(63);
    const domain = `${label}.${label}.${label}.${"b".repeat(58)}.com`;
    expect(domain).toHaveLength(254);
    expect(resolve(domain)).toEqual(malformed);
    expect(resolve(`${domain}:443`)).toEqual(malformed);
  });

  it("refuses hosts far beyond the limit", () => {
    expect(resolve(`${"a.".repeat(50_000)}com`)).toEqual(malformed);
    expect(resolve("a".repeat(100_000))).toEqual(malformed);
  });

  it("never throws and always returns a known shape, whatever the input", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (host) => {
        const result = resolve(host);
        expect(["platform", "site", "custom-domain", "invalid"]).toContain(result.kind);
        if (result.kind === "site") expect(result.slug).toMatch(SITE_SLUG_PATTERN);
        if (result.kind === "custom-domain") expect(result.domain).toContain(".");
      }),
    );
  });
});

const slugArbitrary = fc.stringMatching(SITE_SLUG_PATTERN).filter((slug) => slug !== "www");

describe("resolveHost: properties", () => {
  it("resolves every valid slug under the platform domain or localhost, with any port", () => {
    fc.assert(
      fc.property(
        slugArbitrary,
        fc.constantFrom("forecourt.test", "localhost"),
        fc.option(fc.integer({ min: 0, max: 65535 }), { nil: undefined }),
        (slug, base, port) => {
          const host = port === undefined ? `${slug}.${base}` : `${slug}.${base}:${port}`;
          expect(resolve(host)).toEqual(site(slug));
          expect(resolve(host.toUpperCase())).toEqual(site(slug));
        },
      ),
    );
  });
});

describe("siteRewritePath", () => {
  it("prefixes a site's path with its slug", () => {
    expect(siteRewritePath(site("acme"), "/cars/2020-toyota-hilux")).toBe(
      "/sites/acme/cars/2020-toyota-hilux",
    );
    expect(siteRewritePath(site("acme"), "/search")).toBe("/sites/acme/search");
  });

  it("prefixes a custom domain's path with the domain", () => {
    expect(siteRewritePath(customDomain("acmemotors.com.au"), "/contact")).toBe(
      "/sites/acmemotors.com.au/contact",
    );
  });

  it("maps the home page to the key itself", () => {
    expect(siteRewritePath(site("acme"), "/")).toBe("/sites/acme");
    expect(siteRewritePath(site("acme"), "")).toBe("/sites/acme");
    expect(siteRewritePath(customDomain("acme.com.au"), "/")).toBe("/sites/acme.com.au");
  });

  it("adds a missing leading slash", () => {
    expect(siteRewritePath(site("acme"), "about")).toBe("/sites/acme/about");
  });

  it("keeps a visitor's own /sites path inside their site", () => {
    expect(siteRewritePath(site("acme"), "/sites/rival/cars")).toBe("/sites/acme/sites/rival/cars");
  });

  it("does not rewrite the platform or invalid hosts", () => {
    expect(siteRewritePath(platform, "/")).toBe(null);
    expect(siteRewritePath(platform, "/pricing")).toBe(null);
    expect(siteRewritePath(malformed, "/")).toBe(null);
    expect(siteRewritePath(missing, "/")).toBe(null);
    expect(siteRewritePath(unknownSubdomain, "/")).toBe(null);
  });
});

describe("siteKeyKind", () => {
  it.each([
    ["acme", "slug"],
    ["acme-motors", "slug"],
    ["123", "slug"],
    ["acmemotors.com.au", "custom-domain"],
    ["www.acmemotors.com.au", "custom-domain"],
    ["xn--caf-dma.com", "custom-domain"],
    ["", "invalid"],
    ["Acme", "invalid"],
    ["acme_motors", "invalid"],
    ["-acme", "invalid"],
    ["acme.com:3000", "invalid"],
    ["acme.com.", "invalid"],
    ["acme..com", "invalid"],
    ["192.168.1.10", "invalid"],
    ["a".repeat(64), "invalid"],
  ] as const)("%s is %s", (key, kind) => {
    expect(siteKeyKind(key)).toBe(kind);
  });

  it("reads back the key of every rewritten path", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          slugArbitrary.map((slug) => `${slug}.forecourt.test`),
          fc.domain(),
          fc.string({ maxLength: 80 }),
        ),
        (host) => {
          const resolution = resolve(host);
          const path = siteRewritePath(resolution, "/");
          if (resolution.kind === "site") {
            expect(path).toBe(`/sites/${resolution.slug}`);
            expect(siteKeyKind(resolution.slug)).toBe("slug");
          } else if (resolution.kind === "custom-domain") {
            expect(path).toBe(`/sites/${resolution.domain}`);
            expect(siteKeyKind(resolution.domain)).toBe("custom-domain");
          } else {
            expect(path).toBe(null);
          }
        },
      ),
    );
  });
});
