import net from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "../observability/log.ts";

/** A port nothing listens on: Redis there refuses every connection, as in an outage. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const processGlobals = globalThis as typeof globalThis & Record<string, unknown>;

/** The edge's own limiter, built afresh from this environment (env and holders reset). */
async function edgeLimiterWith(variables: Record<string, string>) {
  vi.resetModules();
  delete processGlobals.__forecourtRateLimiter;
  delete processGlobals.__forecourtRedis;
  delete processGlobals.__forecourtRedisReady;
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  const { rateLimiter } = await import("./edge.ts");
  const { redisClient } = await import("../redis.ts");
  return { limiter: rateLimiter(), client: redisClient() };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the edge's rate limiter while the shared Redis fails", () => {
  it.each([
    { servers: 3, allowed: 10 },
    { servers: 2, allowed: 15 },
  ])(
    "allows this server its share of a shared limit of 30 with WEB_SERVER_COUNT=$servers: $allowed",
    async ({ servers, allowed }) => {
      const logged = vi.spyOn(log(), "error").mockImplementation(() => {});
      const { limiter, client } = await edgeLimiterWith({
        REDIS_URL: `redis://127.0.0.1:${await closedPort()}/0`,
        WEB_SERVER_COUNT: String(servers),
        LEAD_RATE_LIMIT_BURST: "30",
        LEAD_RATE_LIMIT_PER_MINUTE: "30",
      });
      try {
        let taken = 0;
        for (let i = 0; i < 30; i += 1) {
          const decision = await limiter.consume({ group: "leads", client: "203.0.113.7" });
          if (decision.isAllowed) taken += 1;
        }
        expect(taken).toBe(allowed);
        expect(logged.mock.calls.map((call) => call.join(" ")).join("\n")).toContain(
          `its share of ${servers} servers`,
        );
      } finally {
        client?.destroy();
        // The outage was meant: its log lines are this test's, not a failure.
        logged.mockClear();
      }
    },
  );
});
