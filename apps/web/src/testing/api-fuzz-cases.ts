import fc from "fast-check";
import { ZOD_WORDING } from "@forecourt/core/testing/zod-wording";
import { carsCases } from "./api-fuzz-cases/cars.ts";
import { catalogueCases } from "./api-fuzz-cases/catalogue.ts";
import { contentCases } from "./api-fuzz-cases/content.ts";
import { eventsCases } from "./api-fuzz-cases/events.ts";
import { feedsCases } from "./api-fuzz-cases/feeds.ts";
import { healthCases } from "./api-fuzz-cases/health.ts";
import { inboundCases } from "./api-fuzz-cases/inbound.ts";
import {
  createFuzzKit,
  NUL,
  type ApiFuzzCases,
  type ApiFuzzContext,
  type BadRequest,
  type RouteCase,
} from "./api-fuzz-cases/kit.ts";
import { leadsCases } from "./api-fuzz-cases/leads.ts";
import { lookupsCases } from "./api-fuzz-cases/lookups.ts";
import { paymentsCases } from "./api-fuzz-cases/payments.ts";
import { platformLeadsCases } from "./api-fuzz-cases/platform-leads.ts";
import { shoppersCases } from "./api-fuzz-cases/shoppers.ts";
import { websiteDataCases } from "./api-fuzz-cases/website-data.ts";
import { websitesCases } from "./api-fuzz-cases/websites.ts";

/**
 * Bad requests for every route under app/api, generated: wrong methods, hosts, credentials, ids,
 * content types, sizes, malformed and ill-typed bodies. Each must get a JSON 4xx with a message
 * of ours and store nothing. One list for both runs: the db test sends each to the route
 * module's handler, the fuzz platform spec over HTTP to `next start`. Each route group's cases
 * are a module under api-fuzz-cases/, built of the pieces in its kit.ts.
 */

export {
  FUZZ_AUTH,
  malformed,
  type ApiFuzzCases,
  type ApiFuzzContext,
  type BadRequest,
  type FuzzBody,
} from "./api-fuzz-cases/kit.ts";

/** Every route file's bad requests, for `context`'s site. */
export function createApiFuzzCases(context: ApiFuzzContext): ApiFuzzCases {
  const kit = createFuzzKit(context);
  const cases: Record<string, RouteCase> = {
    ...leadsCases(kit),
    ...eventsCases(kit),
    ...shoppersCases(kit),
    ...lookupsCases(kit),
    ...paymentsCases(kit),
    ...websitesCases(kit),
    ...websiteDataCases(kit),
    ...feedsCases(kit),
    ...carsCases(kit),
    ...contentCases(kit),
    ...platformLeadsCases(kit),
    ...catalogueCases(kit),
    ...healthCases(),
    ...inboundCases(),
  };
  // The mock lead endpoints take the same requests as the real ones (the fuzzed site is not in
  // mock mode, so each is refused before anything is read, and nothing is stored either way).
  Object.assign(cases, {
    "mock/leads/route.ts": cases["leads/route.ts"]!,
    "mock/leads/[leadId]/route.ts": cases["leads/[leadId]/route.ts"]!,
    "mock/leads/with-files/route.ts": cases["leads/with-files/route.ts"]!,
  });
  return withNulCases(cases);
}

/**
 * Every route's requests once more with a NUL character in their strings, so a route added
 * later gets them too: in the strings of a JSON body, the query's values or the path's.
 */
function withNulCases(cases: Record<string, RouteCase>): ApiFuzzCases {
  for (const [file, routeCase] of Object.entries(cases)) {
    cases[file] = () =>
      fc.oneof(
        { weight: 4, arbitrary: routeCase() },
        fc
          .tuple(routeCase(), fc.constantFrom(...NUL_PLACES))
          .map(([bad, place]) => withNul(bad, place)),
      );
  }
  return cases;
}

const NUL_PLACES = ["body", "query", "params"] as const;

/** `value` (parsed JSON) with a NUL character at the end of each string, keys left as they are. */
function nulInStrings(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return `${value}${NUL}`;
  if (depth > 20 || typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => nulInStrings(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, nulInStrings(item, depth + 1)]),
  );
}

/** `bad` with a NUL character in the strings of one `place`; unchanged where it has none. */
function withNul(bad: BadRequest, place: (typeof NUL_PLACES)[number]): BadRequest {
  if (place === "params") {
    let path = bad.path;
    const params = Object.fromEntries(
      Object.entries(bad.params).map(([name, value]) => {
        if (Array.isArray(value)) return [name, value.map((part) => `${part}${NUL}`)];
        if (!value) return [name, value];
        // The case's path names the value where it has it (see urlPathOf).
        path = path.replace(value, `${value}${NUL}`);
        return [name, `${value}${NUL}`];
      }),
    );
    return { ...bad, path, params };
  }
  if (place === "query") {
    const at = bad.path.indexOf("?");
    if (at === -1) return bad;
    const query = bad.path.slice(at).replace(/=([^&]*)/g, "=$1%00");
    return { ...bad, path: `${bad.path.slice(0, at)}${query}` };
  }
  if (typeof bad.body !== "string") return bad;
  try {
    return { ...bad, body: JSON.stringify(nulInStrings(JSON.parse(bad.body))) };
  } catch {
    return bad;
  }
}

const LEAKS =
  /\bat \S+ \(|\.tsx?\b|\.m?js:\d|node_modules|\/work\/|file:\/\/|\b(?:Type|Range|Syntax)?Error:/;

/** An answer as either run sees it. */
export type FuzzAnswer = { status: number; header: (name: string) => string | null; text: string };

/**
 * What is wrong with `answer` to a bad request: none when it is a JSON 4xx whose `error` is a
 * message of ours (no stack, file path or validation library wording), with the header its
 * status calls for.
 */
export function problemsWithAnswer(answer: FuzzAnswer): string[] {
  const problems: string[] = [];
  if (answer.status < 400 || answer.status >= 500) problems.push(`status ${answer.status}`);
  if (!/^application\/json/.test(answer.header("content-type") ?? "")) {
    problems.push(`content-type ${answer.header("content-type")}`);
  }
  let body: { error?: unknown; errors?: unknown } = {};
  try {
    body = JSON.parse(answer.text) as typeof body;
  } catch {
    problems.push("body is not JSON");
  }
  if (!(typeof body.error === "string" && body.error.trim().length > 0)) {
    problems.push("no error message");
  }
  if (body.errors !== undefined) {
    const messages = typeof body.errors === "object" && body.errors ? body.errors : null;
    if (!messages || !Object.values(messages).every((m) => typeof m === "string" && m.length > 0)) {
      problems.push("errors is not a map of messages");
    }
  }
  if (LEAKS.test(answer.text)) problems.push("leaks a stack or file path");
  if (ZOD_WORDING.test(answer.text)) problems.push("has the validation library's wording");
  const needs: Record<number, string> = {
    401: "www-authenticate",
    405: "allow",
    429: "retry-after",
  };
  const needed = needs[answer.status];
  if (needed && !answer.header(needed)) problems.push(`${answer.status} without ${needed}`);
  return problems;
}

/** The URL path of `bad` for the route file `file` (its dynamic segments from `bad.params`). */
export function urlPathOf(file: string, bad: BadRequest): string {
  const segment = (value: string) =>
    /^\.+$/.test(value) ? value.replaceAll(".", "%2E") : encodeURIComponent(value);
  const route = file
    .replace(/\/?route\.ts$/, "")
    .split("/")
    .filter(Boolean)
    .map((part) => {
      const name = /^\[+(?:\.\.\.)?([^\]]+)\]+$/.exec(part)?.[1];
      if (!name) return part;
      const value = bad.params[name];
      return Array.isArray(value) ? value.map(segment).join("/") : segment(String(value ?? ""));
    })
    .filter((part, index, parts) => part !== "" || index < parts.length - 1)
    .join("/");
  // The case's own query string; a "?" inside a parameter's value is part of that (encoded) value.
  let rest = bad.path;
  for (const value of Object.values(bad.params).flat()) rest = rest.replace(String(value), "");
  const query = rest.includes("?") ? rest.slice(rest.indexOf("?")) : "";
  return `/api/${route}`.replace(/\/$/, "") + query;
}
