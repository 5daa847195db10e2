import { describe, expect, it } from "vitest";
import { documentSettingsToStore, parseSiteDocument } from "./site-document.ts";
import { mergePatch } from "./site-input.ts";

const platform = { platformDomain: "forecourt.test" };

const minimal = {
  slug: "acme-motors",
  name: "Acme Motors",
  dealerships: [{ slug: "acme", name: "Acme Motors", lead_email: "leads@acme.example" }],
  locations: [
    {
      slug: "city",
      name: "City yard",
      dealership: "acme",
      primary: true,
      opening_hours: { monday: { status: "open", open: "08:00", close: "17:30" } },
    },
  ],
};

describe("parseSiteDocument", () => {
  it("fills defaults: settings, location types, hours of days left out; keeps lists left out", () => {
    const parsed = parseSiteDocument(minimal, platform);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const [location] = parsed.document.locations ?? [];
    expect(parsed.document.settings).toEqual({});
    // Left out, the site's stored domains are kept: the file does not own them.
    expect(parsed.document.domains).toBeUndefined();
    expect(parsed.document.replace).toEqual([]);
    expect(location?.location_types).toEqual(["sales"]);
    expect(location?.visible).toBe(true);
    expect(location?.opening_hours.monday).toEqual({
      status: "open",
      open: "08:00",
      close: "17:30",
    });
    expect(location?.opening_hours.sunday).toEqual({ status: "closed" });
  });

  it("normalises domains and refuses the platform's own and repeats", () => {
    const ok = parseSiteDocument({ ...minimal, domains: ["WWW.Acme.Example:443"] }, platform);
    expect(ok.ok && ok.document.domains).toEqual(["www.acme.example"]);
    const bad = parseSiteDocument(
      { ...minimal, domains: ["acme.forecourt.test", "a.example", "A.example."] },
      platform,
    );
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(Object.keys(bad.errors).sort()).toEqual(["domains.0", "domains.2"]);
  });

  it("reports each bad field at its path, settings included", () => {
    const parsed = parseSiteDocument(
      {
        ...minimal,
        slug: "Acme Motors",
        settings: { template: "boats", home: { featuredCount: 99 } },
        locations: [
          {
            ...minimal.locations[0],
            dealership: "nobody",
            opening_hours: { monday: { status: "open", open: "18:00", close: "09:00" } },
          },
        ],
      },
      platform,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual([
      "locations.0.dealership",
      "locations.0.opening_hours.monday",
      "settings.home.featuredCount",
      "settings.template",
      "slug",
    ]);
  });

  it("refuses repeated slugs, a second primary location and unknown fields", () => {
    const location = minimal.locations[0];
    const parsed = parseSiteDocument(
      {
        ...minimal,
        dealerships: [...minimal.dealerships, { slug: "acme", name: "Again" }],
        locations: [location, { ...location, slug: "south" }, { ...location, colour: "red" }],
      },
      platform,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors["dealerships.1.slug"]).toMatch(/another dealership/i);
    expect(parsed.errors["locations.2"]).toBeDefined();
    const primaries = parseSiteDocument(
      { ...minimal, locations: [location, { ...location, slug: "south" }] },
      platform,
    );
    expect(!primaries.ok && primaries.errors["locations.1.primary"]).toMatch(/one location/i);
  });

  it("refuses a setting the settings schema does not know", () => {
    const parsed = parseSiteDocument({ ...minimal, settings: { templat: "cars" } }, platform);
    expect(!parsed.ok && parsed.errors).toEqual({
      "settings.templat": "There is no such setting.",
    });
  });

  it("refuses the reserved slug www and ids in place of slugs", () => {
    const parsed = parseSiteDocument({ ...minimal, slug: "www", id: 3 }, platform);
    expect(parsed.ok).toBe(false);
  });
});

describe("documentSettingsToStore", () => {
  const stored = {
    security: { turnstile: { siteKey: "0x4AAAAAAAsite", secretKey: "0x4AAAAAAAturnstile-9f3a" } },
    stockFeed: { pullUrl: "https://dms.example.com/export?token=feed-4c1d", pullEveryMinutes: 60 },
  };

  it("keeps the stored sections a document does not name, whole", () => {
    expect(documentSettingsToStore(stored, { template: "rv" })).toEqual({
      ok: true,
      settings: { template: "rv", ...stored },
    });
  });

  it("keeps each secret a replacing document leaves out or sends as its marker", () => {
    const sent = {
      template: "cars",
      security: {
        turnstile: { siteKey: "0x4AAAAAAAsite", secretKey: { set: true, last4: "9f3a" } },
      },
    };
    expect(documentSettingsToStore(stored, sent, { isReplaced: true })).toEqual({
      ok: true,
      settings: {
        template: "cars",
        security: stored.security,
        stockFeed: { pullUrl: "https://dms.example.com/export?token=feed-4c1d" },
      },
    });
  });

  it("takes a new secret, and removes one named null with what it leaves empty", () => {
    const sent = {
      security: { turnstile: { secretKey: null } },
      stockFeed: { pullUrl: "https://dms.example.com/new?token=feed-9z9z" },
    };
    expect(documentSettingsToStore(stored, sent)).toEqual({
      ok: true,
      settings: { stockFeed: sent.stockFeed },
    });
  });

  it("refuses a kept secret without the setting it needs beside it, saying how to remove it", () => {
    const result = documentSettingsToStore(stored, {}, { isReplaced: true });
    expect(result).toMatchObject({ ok: false, field: "settings.security.turnstile.siteKey" });
    expect(!result.ok && result.message).toBe(
      "The stored security.turnstile.secretKey is kept because the file does not name it, and it needs security.turnstile.siteKey: give security.turnstile.siteKey, or write security.turnstile.secretKey as null to remove it.",
    );
  });

  it("accepts a null or a marker for a secret when the document is parsed", () => {
    const parsed = parseSiteDocument(
      { ...minimal, settings: { security: { turnstile: { secretKey: null } } } },
      platform,
    );
    expect(parsed.ok).toBe(true);
  });
});

describe("mergePatch", () => {
  it("merges objects, removes a key set to null and replaces the rest", () => {
    expect(
      mergePatch({ a: 1, b: { c: 2, d: 3 }, e: [1] }, { b: { c: null, x: 1 }, e: [2], f: "y" }),
    ).toEqual({ a: 1, b: { d: 3, x: 1 }, e: [2], f: "y" });
  });
});
