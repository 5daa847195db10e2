import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "redis";
import { redisPageHandler } from "../../../cache-handler.mjs";

// Its own database index, flushed before and after: nothing else uses 9.
const REDIS_URL = "redis://127.0.0.1:6379/9";
const JUNK_URLS = 1_000;

const client = createClient({ url: REDIS_URL, disableOfflineQueue: true });
const keyPrefix = "forecourt:next:test-build:";
const handler = redisPageHandler({ client, keyPrefix });

beforeAll(async () => {
  await client.connect();
  await client.flushDb();
});
afterAll(async () => {
  await client.flushDb();
  client.destroy();
});

const entry = (status: number, path: string) => ({
  lastModified: Date.now(),
  lifespan: { expireAt: Math.floor(Date.now() / 1000) + 3600 },
  tags: [`site:demo`, `path:${path}`],
  value: {
    kind: "APP_PAGE",
    html: `<p>${status}</p>`,
    rscData: Buffer.from("rsc"),
    headers: {},
    status,
  },
});

describe("the page cache on Redis", () => {
  it(`stores a page, and ${JUNK_URLS} unique junk URLs add no key`, async () => {
    await handler.set("/sites/demo/cars/real-car", entry(200, "/cars/real-car"));
    const cached = await handler.get("/sites/demo/cars/real-car", { implicitTags: [] });
    expect((cached?.value as { status?: number } | undefined)?.status).toBe(200);
    const keys = await client.dbSize();
    const tagged = await client.hLen(`${keyPrefix}__sharedTags__`);
    expect(keys).toBeGreaterThan(0);

    for (let n = 0; n < JUNK_URLS; n += 1) {
      const path = `/cars/made-up-${n}-${Math.random().toString(36).slice(2)}`;
      await handler.set(`/sites/demo${path}`, entry(404, path));
    }
    expect(await client.dbSize()).toBe(keys);
    expect(await client.hLen(`${keyPrefix}__sharedTags__`)).toBe(tagged);

    // The next real page is stored again.
    await handler.set("/sites/demo/cars/another-car", entry(200, "/cars/another-car"));
    expect(await client.dbSize()).toBe(keys + 1);
  });
});
