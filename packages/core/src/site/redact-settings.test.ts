import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  PUBLIC_KEY_SETTING_PATHS,
  redactSettings,
  SECRET_SETTING_PATHS,
  withoutSecretMarkers,
} from "./redact-settings.ts";
import { siteSettingsSchema } from "./site-settings.ts";

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The dotted path of every field of the settings schema whose name sounds secret. */
function secretSoundingPaths(schema: z.ZodType, prefix = ""): string[] {
  const def = defOf(schema);
  if (def.innerType) return secretSoundingPaths(def.innerType, prefix);
  if (def.type !== "object" || !def.shape) return [];
  return Object.entries(def.shape).flatMap(([key, field]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const own = /secret|key|token|password|webhook|credential/i.test(key) ? [path] : [];
    return [...own, ...secretSoundingPaths(field, path)];
  });
}

const TURNSTILE_SECRET = "0x4AAAAAAAturnstile-secret-9f3a";

describe("SECRET_SETTING_PATHS", () => {
  it("names every setting whose name sounds secret, or it is listed as public", () => {
    const found = secretSoundingPaths(siteSettingsSchema);
    expect(found).toContain("security.turnstile.secretKey");
    const listed = new Set<string>([...SECRET_SETTING_PATHS, ...PUBLIC_KEY_SETTING_PATHS]);
    expect(found.filter((path) => !listed.has(path))).toEqual([]);
  });
});

describe("redactSettings", () => {
  const settings = siteSettingsSchema.parse({
    security: { turnstile: { siteKey: "0x4AAAAAAAsite", secretKey: TURNSTILE_SECRET } },
    stockFeed: { pullUrl: "https://dms.example.com/export?token=feed-4c1d", pullEveryMinutes: 60 },
  });

  it("replaces each secret with a marker and keeps the rest", () => {
    const redacted = redactSettings(settings) as {
      security: { turnstile: unknown };
      stockFeed: Record<string, unknown>;
      template: string;
    };
    expect(redacted.security.turnstile).toEqual({
      siteKey: "0x4AAAAAAAsite",
      secretKey: { set: true, last4: "9f3a" },
    });
    expect(redacted.stockFeed).toMatchObject({ pullUrl: { set: true, last4: "4c1d" } });
    expect(redacted.stockFeed.pullEveryMinutes).toBe(60);
    expect(redacted.template).toBe("cars");
    expect(JSON.stringify(redacted)).not.toContain(TURNSTILE_SECRET);
    expect(JSON.stringify(redacted)).not.toContain("dms.example.com");
  });

  it("leaves the settings it was given unchanged", () => {
    redactSettings(settings);
    expect(settings.security.turnstile?.secretKey).toBe(TURNSTILE_SECRET);
  });

  it("shows an unset secret as null and adds no section that was not there", () => {
    const redacted = redactSettings(siteSettingsSchema.parse({})) as {
      security: Record<string, unknown>;
      stockFeed: Record<string, unknown>;
    };
    expect(redacted.security.turnstile).toBeUndefined();
    expect(redacted.stockFeed.pullUrl).toBeNull();
  });
});

describe("withoutSecretMarkers", () => {
  it("drops a marker sent back, so the stored secret is kept", () => {
    const sentBack = {
      security: { turnstile: { siteKey: "0x4new", secretKey: { set: true, last4: "9f3a" } } },
      stockFeed: { pullUrl: { set: true, last4: null } },
      home: { heroTitle: "Hi" },
    };
    expect(withoutSecretMarkers(sentBack)).toEqual({
      security: { turnstile: { siteKey: "0x4new" } },
      stockFeed: {},
      home: { heroTitle: "Hi" },
    });
    expect(sentBack.security.turnstile.secretKey).toEqual({ set: true, last4: "9f3a" });
  });

  it("lets a new secret and a removal (null) through", () => {
    const patch = {
      security: { turnstile: { secretKey: "new-secret" } },
      stockFeed: { pullUrl: null },
    };
    expect(withoutSecretMarkers(patch)).toEqual(patch);
    expect(withoutSecretMarkers(null)).toBeNull();
  });
});
