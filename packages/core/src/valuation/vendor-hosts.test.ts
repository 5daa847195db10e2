import { describe, expect, it } from "vitest";
import { parseSiteSettings } from "../site/site-settings.ts";
import { vendorBaseUrl } from "./vendor-hosts.ts";

const hosts = {
  production: "https://api.autograb.com.au/",
  staging: "https://staging.autograb.example/",
};

describe("vendorBaseUrl (spec §7 staging host)", () => {
  it("asks the production host while the site's staging setting is off", () => {
    expect(vendorBaseUrl(hosts, false)).toEqual({
      ok: true,
      url: "https://api.autograb.com.au",
      host: "production",
    });
  });

  it("asks the staging host while it is on", () => {
    expect(vendorBaseUrl(hosts, true)).toEqual({
      ok: true,
      url: "https://staging.autograb.example",
      host: "staging",
    });
  });

  it("never falls back to production for a site under test", () => {
    expect(vendorBaseUrl({ production: hosts.production }, true)).toEqual({
      ok: false,
      reason: "no-staging-host",
    });
  });

  it("the setting is off unless a site turns it on", () => {
    const off = parseSiteSettings({});
    const on = parseSiteSettings({ integrations: { useStagingHost: true } });
    expect(off.ok && off.settings.integrations.useStagingHost).toBe(false);
    expect(on.ok && on.settings.integrations.useStagingHost).toBe(true);
    expect(parseSiteSettings({ integrations: { useStagingHost: "yes" } }).ok).toBe(false);
  });
});
