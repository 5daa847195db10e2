import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "redis";
import { redisPageHandler } from "../../../cache/cache-handler.mjs";
import { MEMORY_ONLY_TAG } from "../../../cache/error-answer.mjs";

// Its own database index, flushed before and after: nothing else uses 10.
const REDIS_URL = "redis://127.0.0.1:6379/10";
const FILTERED_SEARCHES = 1_000;

const client = createClient({ url: REDIS_URL, disableOfflineQueue: true });
const otherClient = createClient({ url: REDIS_URL, disableOfflineQueue: true });
const keyPrefix = "forecourt:next:memory-only-test:";
const meta = { implicitTags: [] as string[] };

beforeAll(async () => {
  await Promise.all([client.connect(), otherClient.connect()]);
  await client.flushDb();
});
afterAll(async () => {
  await client.flushDb();
  client.destroy();
  otherClient.destroy();
});

const searchPage = (path: string, tags: string[]) => ({
  lastModified: Date.now() - 5,
  lifespan: { expireAt: Math.floor(Date.now() / 1000) + 5400 },
  tags: [`_N_T_${path}`, ...tags],
  value: {
    kind: "APP_PAGE",
    html: `<p>${path}</p>`.padEnd(2_000, " "),
    rscData: Buffer.from("rsc"),
    headers: {},
    status: 200,
  },
});

describe("one search query's answers on a Redis deployment", () => {
  it(`stay in the server's memory: ${FILTERED_SEARCHES} filtered searches add no key`, async () => {
    const server = redisPageHandler({ client, keyPrefix });
    await server.set("/sites/1/search/used", searchPage("/search/used", ["site:1:cars"]));
    const keys = await client.dbSize();
    expect(keys).toBeGreaterThan(0);

    for (let n = 0; n < FILTERED_SEARCHES; n += 1) {
      const path = `/search/used/price/${n}000-${n + 1}000`;
      await server.set(`/sites/1${path}`, searchPage(path, ["site:1:cars", MEMORY_ONLY_TAG]));
    }
    expect(await client.dbSize()).toBe(keys);
    expect(server.local.size).toBe(FILTERED_SEARCHES);
    const served = await server.get("/sites/1/search/used/price/7000-8000", meta);
    expect((served?.value as { html?: string } | undefined)?.html).toContain("7000-8000");
  });

  it("are not served after a write on another server to their tags", async () => {
    const server = redisPageHandler({ client, keyPrefix });
    const other = redisPageHandler({ client: otherClient, keyPrefix });
    const path = "/search/used/make/Ford";
    await server.set(`/sites/2${path}`, searchPage(path, ["site:2:cars", MEMORY_ONLY_TAG]));
    await server.set(`/sites/3${path}`, searchPage(path, ["site:3:cars", MEMORY_ONLY_TAG]));
    expect(await server.get(`/sites/2${path}`, meta)).not.toBeNull();

    await other.revalidateTag("site:2:cars");
    expect(await server.get(`/sites/2${path}`, meta)).toBeNull();
    expect(await server.get(`/sites/3${path}`, meta)).not.toBeNull();
  });
});
