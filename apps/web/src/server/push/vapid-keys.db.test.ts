import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { platformSecrets } from "@forecourt/db/schema";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { VAPID_SECRET_NAME, vapidKeys } from "./vapid-keys.ts";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(() => handle.close());

const storedPairs = () =>
  handle.db.select().from(platformSecrets).where(eq(platformSecrets.name, VAPID_SECRET_NAME));

const bytesOf = (base64url: string) => Buffer.from(base64url, "base64url").length;

describe("the console's VAPID keys", () => {
  it("takes VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set, and stores none", async () => {
    const keys = await vapidKeys(handle.db, {
      VAPID_PUBLIC_KEY: "public-from-env",
      VAPID_PRIVATE_KEY: "private-from-env",
      VAPID_SUBJECT: "https://dealer.example",
      MAIL_FROM: "leads@forecourt.test",
    });
    expect(keys).toEqual({
      publicKey: "public-from-env",
      privateKey: "private-from-env",
      subject: "https://dealer.example",
    });
    expect(await storedPairs()).toEqual([]);
  });

  it("with none set (the demo), makes a pair on first use and keeps it for every later start", async () => {
    const demo = { MAIL_FROM: "Forecourt <leads@forecourt.test>" };
    const first = await vapidKeys(handle.db, demo);
    // A P-256 public point and private scalar, as browsers' pushManager.subscribe takes them.
    expect(bytesOf(first.publicKey)).toBe(65);
    expect(bytesOf(first.privateKey)).toBe(32);
    expect(first.subject).toBe("mailto:leads@forecourt.test");
    expect(await storedPairs()).toHaveLength(1);
    // Two servers starting at once, and a restart: the same pair, still one kept.
    const [again, other] = await Promise.all([
      vapidKeys(handle.db, demo),
      vapidKeys(handle.db, demo),
    ]);
    expect(again).toEqual(first);
    expect(other).toEqual(first);
    expect(await storedPairs()).toHaveLength(1);
    // Only one of the two set: not a pair, so the kept one signs.
    expect(await vapidKeys(handle.db, { ...demo, VAPID_PUBLIC_KEY: "half" })).toEqual(first);
  });
});
