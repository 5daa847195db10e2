import { describe, expect, it } from "vitest";
import {
  API_CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  pageSecurityHeaders,
  RESOURCE_PERMISSIONS_POLICY,
  resourceSecurityHeaders,
} from "./security-headers.ts";
import type { ThirdPartyOrigins } from "./third-party-origins.ts";

const none: ThirdPartyOrigins = { script: [], frame: [], connect: [], img: [], payment: [] };
const directives = (policy: string) =>
  new Map(policy.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)]));

describe("contentSecurityPolicy", () => {
  it("holds a site with no third parties to its own origin, with no eval and no framing", () => {
    const policy = directives(
      contentSecurityPolicy({ origins: none, frameAncestors: [], isHttps: true }),
    );
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("adds the site's origins to their directives", () => {
    const policy = directives(
      contentSecurityPolicy({
        origins: {
          ...none,
          script: ["https://js.stripe.com"],
          connect: ["https://api.stripe.com"],
        },
        frameAncestors: ["https://partner.example.com"],
        isHttps: false,
      }),
    );
    expect(policy.get("script-src")).toContain("https://js.stripe.com");
    expect(policy.get("connect-src")).toEqual(["'self'", "https://api.stripe.com"]);
    expect(policy.get("frame-ancestors")).toEqual(["https://partner.example.com"]);
  });

  it("allows eval and the dev socket only in development", () => {
    const dev = contentSecurityPolicy({
      origins: none,
      frameAncestors: [],
      isHttps: false,
      isDevelopment: true,
    });
    expect(dev).toContain("'unsafe-eval'");
    const production = contentSecurityPolicy({ origins: none, frameAncestors: [], isHttps: false });
    expect(production).not.toContain("unsafe-eval");
  });
});

describe("pageSecurityHeaders", () => {
  it("sends HSTS only over https and X-Frame-Options only when no one may frame", () => {
    const https = pageSecurityHeaders({ origins: none, frameAncestors: [], isHttps: true });
    expect(https["strict-transport-security"]).toBe("max-age=31536000");
    expect(https["x-frame-options"]).toBe("DENY");
    expect(https["x-content-type-options"]).toBe("nosniff");
    expect(https["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(https["permissions-policy"]).toContain("camera=()");
    const embeddable = pageSecurityHeaders({
      origins: none,
      frameAncestors: ["https://partner.example.com"],
      isHttps: false,
    });
    expect(embeddable["strict-transport-security"]).toBeUndefined();
    expect(embeddable["x-frame-options"]).toBeUndefined();
  });

  it("lets a page that scans barcodes use its own camera and compile WebAssembly, nothing more", () => {
    const scanner = pageSecurityHeaders({
      origins: none,
      frameAncestors: [],
      isHttps: true,
      mayScanBarcodes: true,
    });
    expect(scanner["permissions-policy"]).toContain("camera=(self)");
    expect(directives(scanner["content-security-policy"]!).get("script-src")).toEqual([
      "'self'",
      "'unsafe-inline'",
      "'wasm-unsafe-eval'",
    ]);
    const storefront = pageSecurityHeaders({ origins: none, frameAncestors: [], isHttps: true });
    expect(storefront["permissions-policy"]).toContain("camera=()");
    expect(storefront["content-security-policy"]).not.toContain("wasm");
  });

  it("lets the payment provider's frame use the Payment Request API", () => {
    const headers = pageSecurityHeaders({
      origins: { ...none, payment: ["https://js.stripe.com"] },
      frameAncestors: [],
      isHttps: true,
    });
    expect(headers["permissions-policy"]).toContain('payment=(self "https://js.stripe.com")');
  });
});

describe("resourceSecurityHeaders", () => {
  it("forbids everything a document could do", () => {
    const headers = resourceSecurityHeaders(false);
    expect(headers["content-security-policy"]).toBe(API_CONTENT_SECURITY_POLICY);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["strict-transport-security"]).toBeUndefined();
    expect(headers["permissions-policy"]).toBe(RESOURCE_PERMISSIONS_POLICY);
    expect(RESOURCE_PERMISSIONS_POLICY).toContain("payment=()");
  });
});
