import { sql } from "drizzle-orm";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { rows } from "@forecourt/db/raw-rows";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as liveRoute from "@/app/api/health/live/route";
import * as readyRoute from "@/app/api/health/ready/route";
import { callRoute, useRouteTestDatabase } from "../../testing/route-harness.ts";
import type { RedisClient } from "../redis.ts";
import { markDraining } from "../http/draining.ts";
import { markStarted, markStarting } from "./starting.ts";

// Redis is a service the deployment provides; the test only pings it.
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379/1";
const holder = globalThis as typeof globalThis & {
  __forecourtRedis?: RedisClient | null;
  __forecourtRedisReady?: Promise<void>;
  __forecourtDraining?: boolean;
};

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  useRouteTestDatabase(handle);
  holder.__forecourtRedis = null;
});

afterAll(async () => {
  holder.__forecourtRedis = undefined;
  holder.__forecourtDraining = undefined;
  await handle?.close();
});

const get = (route: typeof liveRoute, path: string) =>
  callRoute(route, "GET", new Request(`http://localhost${path}`));

async function ready() {
  const response = await get(readyRoute, "/api/health/ready");
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe("health endpoints", () => {
  it("liveness answers 200 without reading anything, never cached", async () => {
    const response = await get(liveRoute, "/api/health/live");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("readiness is 200 with every check when the database is migrated and no Redis is set", async () => {
    const { response, body } = await ready();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(body).toEqual({
      status: "ready",
      checks: {
        starting: { status: "ok" },
        database: { status: "ok" },
        migrations: { status: "ok" },
        redis: { status: "skipped", detail: "REDIS_URL is not set" },
        stopping: { status: "ok" },
      },
    });
  });

  it("readiness checks Redis when it is set: 200 while it answers, 503 when it does not", async () => {
    const up = createClient({ url: REDIS_URL, disableOfflineQueue: true });
    await up.connect();
    holder.__forecourtRedis = up as RedisClient;
    holder.__forecourtRedisReady = Promise.resolve();
    try {
      const { response, body } = await ready();
      expect(response.status).toBe(200);
      expect(body.checks).toMatchObject({ redis: { status: "ok" } });
    } finally {
      up.destroy();
    }
    // Never connected (nothing listens there): commands fail at once, offline queue off.
    holder.__forecourtRedis = createClient({
      url: "redis://127.0.0.1:1",
      disableOfflineQueue: true,
    }) as RedisClient;
    const { response, body } = await ready();
    expect(response.status).toBe(503);
    expect(body.status).toBe("not ready");
    expect(body.checks).toMatchObject({
      database: { status: "ok" },
      redis: { status: "failed", detail: expect.any(String) },
    });
    holder.__forecourtRedis = null;
  });

  it("readiness is 503 naming the migration this build has and the database does not", async () => {
    const [last] = await rows<{ id: number; hash: string; created_at: string }>(
      handle.db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await handle.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const { response, body } = await ready();
      expect(response.status).toBe(503);
      expect(body.checks).toMatchObject({
        database: { status: "ok" },
        migrations: {
          status: "failed",
          detail: expect.stringMatching(/^1 migration\(s\) not applied: 00\d\d_/),
        },
      });
    } finally {
      await handle.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await ready()).response.status).toBe(200);
  });

  it("readiness is 503 `starting` while the start-up migrates and seeds, without waiting for the database", async () => {
    markStarting();
    try {
      const { response, body } = await ready();
      expect(response.status).toBe(503);
      expect(body).toMatchObject({
        status: "starting",
        checks: {
          starting: {
            status: "failed",
            detail: "starting: migrating the database and seeding the demo sites",
          },
          database: { status: "skipped", detail: "starting" },
        },
      });
      expect((await get(liveRoute, "/api/health/live")).status).toBe(200);
    } finally {
      markStarted();
    }
    expect((await ready()).response.status).toBe(200);
  });

  it("readiness turns 503 once the process is stopping, while liveness stays 200", async () => {
    markDraining();
    const { response, body } = await ready();
    expect(response.status).toBe(503);
    expect(body.checks).toMatchObject({
      database: { status: "ok" },
      stopping: { status: "failed", detail: "stopping: finishing its work" },
    });
    expect((await get(liveRoute, "/api/health/live")).status).toBe(200);
  });
});
