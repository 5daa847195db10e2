import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Site } from "@forecourt/core/site/site";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { UNEXPECTED_ERROR_MESSAGE } from "@forecourt/core/validation/messages";
import {
  AppError,
  NO_ENDPOINT_MESSAGE,
  NO_SITE_MESSAGE,
  WEBSITE_NOT_FOUND_MESSAGE,
} from "./app-error.ts";
import { AUTH_REQUIRED_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from "./basic-auth.ts";
import { createEndpoints, RATE_LIMITED_MESSAGES, websiteScoped } from "./endpoints.ts";
import { parseInput } from "./parse-input.ts";
import { createTokenBucketLimiter } from "./rate-limit.ts";
import {
  JSON_CONTENT_TYPE_MESSAGE,
  LONE_SURROGATE_MESSAGE,
  NOT_JSON_MESSAGE,
  readJson,
  tooLargeMessage,
} from "./read-body.ts";
import { routeMethods } from "./route-methods.ts";

const site: Site = {
  id: 7,
  slug: "demo",
  name: "Demo",
  primaryDealershipId: 1,
  domains: [],
  settings: siteSettingsSchema.parse({}),
};

function setUp() {
  const logged: string[] = [];
  const limiter = createTokenBucketLimiter(
    {
      leads: { burst: 1, perMinute: 1 },
      events: { burst: 5, perMinute: 5 },
      rego: { burst: 1, perMinute: 1 },
    },
    { now: () => 0 },
  );
  const endpoints = createEndpoints({
    findSite: async (request) => (request.headers.get("host") === "demo.localhost" ? site : null),
    rateLimiter: () => limiter,
    trustedProxy: () => ({ hops: 0 }),
    credentials: () => ({ user: "platform", password: "secret-password" }),
    websiteOfKey: async (key) => ({ fck_site7: 7, fck_site8: 8 })[key] ?? null,
    log: (line) => logged.push(line),
  });
  return { ...endpoints, logged };
}

const context = { params: Promise.resolve({}) };
const request = (init: { host?: string; headers?: Record<string, string>; body?: string } = {}) =>
  new Request("http://demo.localhost/api/thing?email=jo@example.com", {
    method: "POST",
    headers: { host: init.host ?? "demo.localhost", ...init.headers },
    body: init.body ?? null,
  });
const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString("base64")}`;

async function answer(response: Response) {
  return { status: response.status, body: await response.json() };
}

describe("browserEndpoint", () => {
  it("hands the host's site to the handler", async () => {
    const { browserEndpoint } = setUp();
    const handler = browserEndpoint("events", async ({ site: found }) => Response.json(found.id));
    expect(await answer(await handler(request(), context))).toEqual({ status: 200, body: 7 });
  });

  it("answers a host that is no site with a JSON 404", async () => {
    const { browserEndpoint } = setUp();
    const handler = browserEndpoint("events", async () => Response.json("never"));
    expect(await answer(await handler(request({ host: "nowhere.localhost" }), context))).toEqual({
      status: 404,
      body: { error: NO_SITE_MESSAGE },
    });
  });

  it("limits each group per client, with Retry-After", async () => {
    const { browserEndpoint } = setUp();
    const lookup = browserEndpoint("rego", async () => Response.json("ok"));
    const lead = browserEndpoint("leads", async () => Response.json("ok"));
    const from = (ip: string) => request({ headers: { "x-forwarded-for": ip } });
    expect((await lookup(from("10.0.0.1"), context)).status).toBe(200);
    const refused = await lookup(from("10.0.0.1"), context);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(await answer(refused)).toEqual({
      status: 429,
      body: { error: RATE_LIMITED_MESSAGES.rego },
    });
    expect((await lookup(from("10.0.0.2"), context)).status).toBe(200);
    expect((await lead(from("10.0.0.1"), context)).status).toBe(200);
  });
});

describe("platformEndpoint", () => {
  it("asks for basic auth before it looks anything up", async () => {
    const { platformEndpoint } = setUp();
    let looked = 0;
    const handler = platformEndpoint(
      async () => {
        looked += 1;
        return site;
      },
      async ({ found }) => Response.json(found.slug),
    );
    const none = await handler(request(), context);
    expect(none.headers.get("www-authenticate")).toMatch(/^Basic realm=/);
    expect(await answer(none)).toEqual({ status: 401, body: { error: AUTH_REQUIRED_MESSAGE } });
    const wrong = await handler(
      request({ headers: { authorization: basic("platform:nope") } }),
      context,
    );
    expect(await answer(wrong)).toEqual({
      status: 401,
      body: { error: INVALID_CREDENTIALS_MESSAGE },
    });
    expect(looked).toBe(0);
    const right = await handler(
      request({ headers: { authorization: basic("platform:secret-password") } }),
      context,
    );
    expect(await answer(right)).toEqual({ status: 200, body: "demo" });
  });

  it("takes a website's own API key for that website only, and nothing platform-wide", async () => {
    const { platformEndpoint } = setUp();
    const bearer = (key: string) => request({ headers: { authorization: `Bearer ${key}` } });
    const scoped = platformEndpoint(
      websiteScoped(async () => site),
      async ({ found, caller }) => Response.json({ slug: found.slug, caller: caller.kind }),
    );
    expect(await answer(await scoped(bearer("fck_site7"), context))).toEqual({
      status: 200,
      body: { slug: "demo", caller: "site" },
    });
    expect(await answer(await scoped(bearer("fck_site8"), context))).toEqual({
      status: 404,
      body: { error: WEBSITE_NOT_FOUND_MESSAGE },
    });
    const unknown = await scoped(bearer("fck_revoked"), context);
    expect(await answer(unknown)).toEqual({
      status: 401,
      body: { error: INVALID_CREDENTIALS_MESSAGE },
    });
    const platformWide = platformEndpoint(
      async () => site,
      async () => Response.json("all sites"),
    );
    expect(await answer(await platformWide(bearer("fck_site7"), context))).toEqual({
      status: 404,
      body: { error: NO_ENDPOINT_MESSAGE },
    });
    const platform = await scoped(
      request({ headers: { authorization: basic("platform:secret-password") } }),
      context,
    );
    expect(await answer(platform)).toEqual({
      status: 200,
      body: { slug: "demo", caller: "platform" },
    });
  });
});

describe("the catch-all", () => {
  it("maps AppErrors and zod errors to {error, errors} with their 4xx", async () => {
    const { publicEndpoint } = setUp();
    const invalid = publicEndpoint(async () => {
      throw new AppError("INVALID_INPUT", "Check the fields.", { email: "invalid email address" });
    });
    expect(await answer(await invalid(request(), context))).toEqual({
      status: 422,
      body: { error: "Check the fields.", errors: { email: "invalid email address" } },
    });
    const parsed = publicEndpoint(async () => {
      parseInput(z.object({ car_id: z.number() }), { car_id: "x" });
      return Response.json("never");
    });
    expect(await answer(await parsed(request(), context))).toMatchObject({
      status: 422,
      body: { errors: { car_id: "This must be a number." } },
    });
  });

  it("answers a bug with a JSON 500 without internals, and logs no body or query", async () => {
    const { publicEndpoint, logged } = setUp();
    const broken = publicEndpoint(async ({ request: incoming }) => {
      await incoming.text();
      throw new Error("database is on fire at /srv/app/db.ts:12");
    });
    const response = await broken(request({ body: '{"email":"jo@example.com"}' }), context);
    const { status, body } = await answer(response);
    expect(status).toBe(500);
    expect(body).toEqual({ error: UNEXPECTED_ERROR_MESSAGE, reference: expect.any(String) });
    expect(JSON.stringify(body)).not.toMatch(/fire|srv|\.ts/);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(`reference ${body.reference}`);
    expect(logged[0]).toContain("POST /api/thing failed");
    expect(logged[0]).toContain("database is on fire");
    expect(logged[0]).not.toContain("jo@example.com");
  });

  it("logs a failed query without its values", async () => {
    const { publicEndpoint, logged } = setUp();
    const failing = publicEndpoint(async () => {
      // The shape of drizzle's DrizzleQueryError over a driver error with a SQLSTATE.
      const cause = Object.assign(new Error('invalid input: "Jane" jane@example.com'), {
        code: "22P05",
      });
      throw Object.assign(
        new Error(
          "Failed query: insert into leads values ($1, $2)\nparams: Jane,jane@example.com",
          {
            cause,
          },
        ),
        { name: "DrizzleQueryError", query: "insert into leads values ($1, $2)", params: ["Jane"] },
      );
    });
    expect((await failing(request(), context)).status).toBe(500);
    expect(logged[0]).toContain("SQLSTATE 22P05");
    expect(logged[0]).toContain("insert into leads values ($1, $2)");
    expect(logged[0]).not.toMatch(/Jane|jane@example\.com/);
  });
});

describe("readJson", () => {
  const read = (headers: Record<string, string>, body: string, maxBytes = 100) =>
    readJson(request({ headers, body }), { maxBytes }).then(
      (value) => ({ value }),
      (error: AppError) => ({ code: error.code, message: error.message }),
    );

  it("takes application/json only, within its size, well formed", async () => {
    const json = { "content-type": "application/json; charset=utf-8" };
    expect(await read(json, '{"a":1}')).toEqual({ value: { a: 1 } });
    expect(await read({ "content-type": "text/plain" }, '{"a":1}')).toEqual({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: JSON_CONTENT_TYPE_MESSAGE,
    });
    expect(await read({}, '{"a":1}')).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
    expect(await read(json, "{a:1}")).toEqual({ code: "BAD_REQUEST", message: NOT_JSON_MESSAGE });
    expect(await read(json, "")).toMatchObject({ code: "BAD_REQUEST" });
    expect(await read(json, '{"x":"\\ud800"}')).toEqual({
      code: "BAD_REQUEST",
      message: LONE_SURROGATE_MESSAGE,
    });
    expect(await read(json, '{"\\udfff":1}')).toMatchObject({ code: "BAD_REQUEST" });
    const deep = `${"[".repeat(5_000)}"\\ud800"${"]".repeat(5_000)}`;
    expect(await read(json, deep, 20_000)).toMatchObject({ code: "BAD_REQUEST" });
    const wide = `[${Array.from({ length: 200_000 }, () => "1").join(",")}]`;
    expect(await read(json, wide, 1_000_000)).toMatchObject({ value: expect.any(Array) });
    expect(await read(json, '{"x":"\\ud83d\\ude97"}')).toEqual({ value: { x: "\u{1F697}" } });
    expect(await read(json, `"${"x".repeat(200)}"`)).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: tooLargeMessage(100),
    });
  });

  it("stops reading a streamed body as soon as it passes the limit", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64));
      },
    });
    const endless = new Request("http://demo.localhost/api/thing", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    await expect(readJson(endless, { maxBytes: 1_000 })).rejects.toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
    });
    expect(pulled).toBeLessThan(40);
  });
});

describe("routeMethods", () => {
  it("answers the methods a route does not take with a JSON 405 and Allow", async () => {
    const methods = routeMethods({ GET: async () => Response.json("ok") });
    const response = await methods.DELETE(
      new Request("http://x/api/y", { method: "DELETE" }),
      context,
    );
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(await response.json()).toEqual({
      error: "This endpoint does not take DELETE requests; it takes GET, HEAD, OPTIONS.",
    });
    expect((await methods.GET(new Request("http://x/api/y"), context)).status).toBe(200);
  });
});
