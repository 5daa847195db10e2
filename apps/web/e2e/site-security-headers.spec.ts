import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { thirdPartyOrigins } from "@forecourt/core/security/third-party-origins";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { expect, test } from "./fixtures.ts";

function demoSite(slug: string) {
  const site = DEMO_SITES.find((s) => s.slug === slug);
  if (!site) throw new Error(`no demo site ${slug}`);
  return site;
}

/** GET a path of this site from Node, which cannot resolve `*.localhost`: by address and Host. */
function siteGet(
  request: APIRequestContext,
  baseURL: string | undefined,
  path: string,
  headers: Record<string, string> = {},
) {
  const site = new URL(baseURL ?? "");
  return request.get(`http://127.0.0.1:${site.port}${path}`, {
    headers: { host: site.host, ...headers },
    maxRedirects: 0,
  });
}

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1) ?? [];

/** Console messages the browser writes when the policy blocks something the page does. */
function collectPolicyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe("security headers", () => {
  test("every page carries the site's policy, served from the page cache too", async ({
    page,
    site,
  }) => {
    const violations = collectPolicyViolations(page);
    const origins = thirdPartyOrigins(siteSettingsSchema.parse(demoSite(site.slug).settings));
    // Twice: the second answer comes from the page cache.
    for (const attempt of [1, 2]) {
      const response = await page.goto("/");
      expect(response?.status(), `attempt ${attempt}`).toBe(200);
      const headers = response?.headers() ?? {};
      const policy = headers["content-security-policy"] ?? "";
      expect(directive(policy, "script-src")).toEqual([
        "'self'",
        "'unsafe-inline'",
        ...origins.script,
      ]);
      expect(directive(policy, "connect-src")).toEqual(["'self'", ...origins.connect]);
      expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
      expect(policy).not.toContain("unsafe-eval");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
    }
    // The page works under its policy: it hydrates and nothing is refused.
    await page.locator("main article a").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("a not-found page, the sitemap and the APIs carry them too", async ({
    request,
    baseURL,
  }) => {
    for (const path of ["/no-such-page-at-all", "/sitemap.xml", "/robots.txt"]) {
      const response = await siteGet(request, baseURL, path);
      expect(response.headers()["content-security-policy"], path).toContain(
        "frame-ancestors 'none'",
      );
      expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
    }
    for (const path of ["/api/leads", "/api/no-such-endpoint", "/media/999999999"]) {
      const response = await siteGet(request, baseURL, path);
      expect(response.headers()["content-security-policy"], path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
      expect(response.headers()["x-frame-options"], path).toBe("DENY");
      expect(response.headers()["permissions-policy"], path).toContain("camera=()");
    }
  });

  test("sitemap.xml and robots.txt never take their URLs from X-Forwarded-Host", async ({
    request,
    baseURL,
    site,
  }) => {
    const headers = { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
    const sitemap = await (await siteGet(request, baseURL, "/sitemap.xml", headers)).text();
    const robots = await (await siteGet(request, baseURL, "/robots.txt", headers)).text();
    // The site's canonical origin, whatever host or scheme the request names.
    const demo = demoSite(site.slug);
    const canonical = demo.settings.url
      ? new URL(demo.settings.url).origin
      : `https://${demo.domains[0]}`;
    expect(sitemap).toContain(`<loc>${canonical}/</loc>`);
    expect(`${sitemap}${robots}`).not.toContain("evil.example");
  });

  test("the lead forms cannot be framed by another site", async ({ page, baseURL }) => {
    // A page on another origin (the platform host) frames this site's contact page.
    const platform = new URL(baseURL ?? "");
    platform.hostname = "localhost";
    await page.goto(`${platform.origin}/`);
    await page.evaluate(
      (src) =>
        new Promise<void>((resolve) => {
          const frame = document.createElement("iframe");
          frame.src = src;
          frame.addEventListener("load", () => resolve(), { once: true });
          document.body.append(frame);
        }),
      `${baseURL}/contact`,
    );
    // The browser refuses to show it: the frame holds an error page, not the site's form.
    const framed = page.frames().filter((frame) => frame !== page.mainFrame());
    expect(framed).toHaveLength(1);
    const forms = await framed[0]
      ?.locator("form")
      .count()
      .catch(() => 0);
    expect(forms).toBe(0);
    expect(framed[0]?.url()).not.toBe(`${baseURL}/contact`);
  });
});
