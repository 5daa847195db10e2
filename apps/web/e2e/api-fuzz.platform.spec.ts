import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import {
  createApiFuzzCases,
  FUZZ_AUTH,
  problemsWithAnswer,
  urlPathOf,
  type ApiFuzzCases,
  type BadRequest,
} from "../src/testing/api-fuzz-cases.ts";
import {
  actionIdsIn,
  consoleFormPosts,
  encodedConsolePost,
  isForeignPost,
} from "../src/testing/console-form-fuzz-cases.ts";
import { loopback } from "../../../bench/lib/loopback.ts";
import type { NextServer } from "../../../bench/lib/next-server.ts";
import { startOwnServer } from "./own-server.ts";
import { FUZZ_PORT as PORT } from "./ports.ts";

/**
 * The API fuzz cases (the same list the route-module db test sends) over HTTP to `next start` of
 * the production build, on a server of its own with the demo data: every bad request to every
 * route under app/api gets a JSON 4xx of ours, never a 5xx, through the proxy and Next itself.
 * Its rate limits are out of the way (the hardening spec tests them over HTTP), and this server
 * believes no X-Forwarded-For, so the cases that need a refused client address are left out.
 */

const RUNS_PER_ROUTE = 40;
const site = DEMO_SITES[0]!;
const siteHost = `${site.slug}.localhost:${PORT}`;
const UNLIMITED = Object.fromEntries(
  ["LEAD", "EVENT", "REGO", "PAYMENT", "GARAGE", "SIGNIN"].flatMap((group) => [
    [`${group}_RATE_LIMIT_BURST`, "100000"],
    [`${group}_RATE_LIMIT_PER_MINUTE`, "100000"],
  ]),
);

test.describe.configure({ mode: "serial" });

let server: NextServer;
let cases: ApiFuzzCases;

/** `bad` as its bytes and headers: a form is encoded as the browser would (multipart). */
async function encoded(bad: BadRequest) {
  const headers: Record<string, string> = { ...bad.headers };
  if (bad.body === undefined || bad.body === null || bad.method === "GET") return { headers };
  if (typeof bad.body === "string" || bad.body instanceof Uint8Array) {
    return { headers, bytes: Buffer.from(bad.body) };
  }
  const form = new Request("http://form.localhost/", { method: "POST", body: bad.body });
  headers["content-type"] = form.headers.get("content-type")!;
  return { headers, bytes: Buffer.from(await form.arrayBuffer()) };
}

/** One request over node:http, whose Host header is sent as given (fetch would drop it). */
async function send(bad: BadRequest, urlPath = bad.path) {
  const { headers, bytes } = await encoded(bad);
  return loopback(PORT, {
    host: bad.host === undefined ? siteHost : bad.host && `${bad.host}:${PORT}`,
    path: urlPath,
    method: bad.method,
    headers,
    body: bytes,
    timeoutMs: 60_000,
  });
}

async function getJson<T>(urlPath: string): Promise<T> {
  const answer = await send({
    method: "GET",
    path: urlPath,
    params: {},
    headers: { authorization: FUZZ_AUTH },
  }).catch(() => null);
  if (answer?.status !== 200) throw new Error(`${urlPath}: ${answer?.status} ${answer?.body}`);
  return JSON.parse(answer.body) as T;
}

test.beforeAll(async () => {
  // The first request migrates and seeds the embedded database.
  test.setTimeout(240_000);
  server = await startOwnServer({ port: PORT, host: siteHost, env: UNLIMITED });

  // Sites are created in demo-data order, so the first is 1; a car of it from its home page.
  const website = await getJson<{ id: number; dealership_id: number }>(`/api/v1/websites/1.json`);
  const home = await send({ method: "GET", path: "/", params: {} });
  const vehicleBase = site.settings.paths?.vehicleBase ?? "/cars";
  const carSlug = new RegExp(`href="${vehicleBase}/([A-Za-z0-9_-]+)"`).exec(home.body)?.[1];
  const car = await getJson<{ id: number }>(`/api/v1/websites/1/cars/${carSlug}.json`);
  cases = createApiFuzzCases({
    site: { id: website.id, slug: site.slug, dealershipId: website.dealership_id },
    carId: car.id,
  });
});

test.afterAll(async () => {
  await server?.close();
});

test(`every route under app/api answers ${RUNS_PER_ROUTE} bad requests over HTTP with our JSON 4xx`, async () => {
  test.setTimeout(600_000);
  let sent = 0;
  // Each route file's first wrong answer (shrunk), so one run reports every route at fault.
  const failures: string[] = [];
  for (const file of Object.keys(cases)) {
    const result = await fc.check(
      fc.asyncProperty(cases[file]!(), async (bad) => {
        sent += 1;
        const urlPath = urlPathOf(file, bad);
        let answer = await send(bad, urlPath);
        // A "." or ".." segment names no endpoint: the server refuses it before routing.
        if (/\/(?:%2E){1,2}(?:\/|$)/i.test(urlPath)) {
          expect(answer.status, `${urlPath} -> ${answer.status}`).toBe(400);
          return;
        }
        // An empty segment cannot be named either: Next redirects "//" to the path without it,
        // and the cases judge the answer there.
        const location = answer.headers.location;
        if (urlPath.includes("//") && answer.status === 308 && location) {
          answer = await send(bad, location);
        }
        const label = `${bad.method} ${urlPath} host=${bad.host ?? "site"} -> ${answer.status} ${answer.body.slice(0, 200)}`;
        if (bad.host === "") {
          // No Host header: Node's HTTP server refuses the request before any code of ours.
          expect(answer.status, label).toBe(400);
          return;
        }
        const header = (name: string) => {
          const value = answer.headers[name];
          return Array.isArray(value) ? value.join(", ") : (value ?? null);
        };
        const problems = problemsWithAnswer({ status: answer.status, header, text: answer.body });
        expect(problems, label).toEqual([]);
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
    if (result.failed) {
      failures.push(`${file}: ${String(result.errorInstance).split("\n")[0]}`);
    }
  }
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThanOrEqual(Object.keys(cases).length * RUNS_PER_ROUTE);
});

test(`every console form answers ${RUNS_PER_ROUTE * 3} forged and broken posts with a 4xx or its own answer, never a 5xx`, async () => {
  test.setTimeout(300_000);
  const platformHost = `localhost:${PORT}`;
  const platformOrigin = `http://${platformHost}`;
  const signIn = await loopback(PORT, {
    host: platformHost,
    path: "/console/sign-in",
    timeoutMs: 60_000,
  });
  const actionIds = actionIdsIn(signIn.body);
  expect(actionIds.length).toBeGreaterThan(0);
  await fc.assert(
    fc.asyncProperty(
      consoleFormPosts({ platformOrigin, siteOrigin: `http://${siteHost}`, actionIds }),
      async (post) => {
        const { headers, bytes } = await encodedConsolePost(post);
        const answer = await loopback(PORT, {
          host: platformHost,
          path: post.path,
          method: "POST",
          headers,
          body: bytes,
          timeoutMs: 60_000,
        });
        const label = `${post.origin ?? "no Origin"} ${post.path} ${post.actionId ?? "-"} -> ${answer.status} ${answer.body.slice(0, 200)}`;
        expect(answer.status, label).toBeLessThan(500);
        if (isForeignPost(post, platformOrigin)) expect(answer.status, label).toBe(403);
        expect(answer.body, label).not.toMatch(/\bat .+:\d+:\d+/);
      },
    ),
    { numRuns: RUNS_PER_ROUTE * 3 },
  );
});
