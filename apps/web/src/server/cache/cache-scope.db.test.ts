import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { recordTagExpiries } from "@forecourt/db/repositories/cache/record-tag-expiries";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { cacheScope, forgetCacheScope } from "../../../cache/database-scope.mjs";
import {
  dataFolderPlace,
  followRecordedExpiries,
  publishDatabaseCacheScope,
} from "./cache-scope.ts";

let handle: DatabaseHandle;
const stops: (() => void)[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  forgetCacheScope();
});
afterAll(async () => {
  await handle?.close();
});

async function waitFor(what: string, check: () => boolean, ms = 5_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Gave up waiting: ${what}`);
}

describe("the cache scope a server publishes", () => {
  it("names the database and carries the expiries recorded before the server started", async () => {
    await recordTagExpiries(handle.db, ["site:4:cars"], 1_000);
    await publishDatabaseCacheScope({ db: handle.db, kind: "pglite" });
    const scope = cacheScope();
    expect(scope?.databaseId).toMatch(/^[0-9a-f-]{36}/);
    expect(scope?.expiries.get("site:4:cars")).toBe(1_000);
  });

  it("takes in the expiries another process records while it runs", async () => {
    await publishDatabaseCacheScope({ db: handle.db, kind: "pglite" });
    const startedAt = Date.now();
    stops.push(followRecordedExpiries(handle.db, { sinceMs: startedAt, everyMs: 20 }));
    // The worker (or another server) records a write's expiry in the shared database.
    const at = Date.now() + 5;
    await recordTagExpiries(handle.db, ["site:5:cars"], at);
    await waitFor("the expiry noted", () => cacheScope()?.expiries.get("site:5:cars") === at);
  });

  it("logs a failed read and keeps going", async () => {
    await publishDatabaseCacheScope({ db: handle.db, kind: "pglite" });
    const lines: string[] = [];
    const broken = {
      select: () => {
        throw new Error("connection lost");
      },
    } as unknown as DatabaseHandle["db"];
    stops.push(
      followRecordedExpiries(broken, { sinceMs: 0, everyMs: 20, log: (l) => lines.push(l) }),
    );
    await waitFor("the failure logged", () => lines.length > 0);
    expect(lines[0]).toMatch(/could not read the recorded tag expiries.*connection lost/);
  });
});

describe("an embedded data folder's place", () => {
  it("is the same for the folder at each start, and another for a copy of it", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "forecourt-place-"));
    try {
      const original = path.join(root, "a", "pglite");
      mkdirSync(original, { recursive: true });
      writeFileSync(path.join(original, "PG_VERSION"), "17\n");
      const copy = path.join(root, "b", "pglite");
      cpSync(original, copy, { recursive: true });
      expect(dataFolderPlace(original)).toBe(dataFolderPlace(`${original}/`));
      expect(dataFolderPlace(copy)).not.toBe(dataFolderPlace(original));
      // Copied back over the original's path (moved aside first), it is another folder too.
      const before = dataFolderPlace(original);
      rmSync(original, { recursive: true });
      cpSync(copy, original, { recursive: true });
      expect(dataFolderPlace(original)).not.toBe(before);
      expect(dataFolderPlace("memory://")).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
