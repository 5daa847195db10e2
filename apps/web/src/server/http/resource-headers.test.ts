import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import { describe, expect, it } from "vitest";
import config from "../../../next.config.ts";

/**
 * The headers next.config.ts gives what the proxy never sees (API answers, media, Next's own
 * files): pages get theirs from the proxy, these only from here.
 */
type HeaderRule = {
  source: string;
  has?: { type: string; key: string; value?: string }[];
  headers: { key: string; value: string }[];
};

async function rulesFor(source: string): Promise<HeaderRule[]> {
  const rules = (await config(PHASE_DEVELOPMENT_SERVER).headers!()) as HeaderRule[];
  return rules.filter((rule) => rule.source === source);
}

const valueOf = (rules: HeaderRule[], name: string) =>
  rules
    .filter((rule) => !rule.has)
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === name)?.value;

describe("next.config.ts headers for what is not a page", () => {
  it.each(["/api", "/api/:path*", "/media/:path*", "/_next/:path*"])(
    "%s has a Permissions-Policy that turns every powerful feature off",
    async (source) => {
      const rules = await rulesFor(source);
      const policy = valueOf(rules, "permissions-policy");
      expect(policy).toBeDefined();
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
        expect(policy).toContain(`${feature}=()`);
      }
      expect(valueOf(rules, "content-security-policy")).toContain("default-src 'none'");
    },
  );

  it("sends HSTS only on the https the server's guard has vouched for", async () => {
    const rules = await rulesFor("/api/:path*");
    const hsts = rules.filter((rule) =>
      rule.headers.some((header) => header.key === "strict-transport-security"),
    );
    expect(hsts).toHaveLength(1);
    expect(hsts[0]!.has).toEqual([{ type: "header", key: "x-forwarded-proto", value: "https" }]);
  });
});
