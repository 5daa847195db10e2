import fc from "fast-check";
import {
  getOnStrangeHosts,
  huge,
  junk,
  notEmail,
  ODD_HOSTS,
  postJson,
  wrongMethod,
  wrongType,
  type FuzzKit,
  type BadRequest,
  type RouteCase,
} from "./kit.ts";
import type { RouteMethod } from "../../server/http/route-methods.ts";

/** `auth/route.ts` */
function authRoute(kit: FuzzKit): RouteCase {
  const { fromLimitedClient } = kit;
  return () =>
    fc.oneof(
      fc
        .constantFrom("localhost", "nowhere.localhost", "other-site.localhost", "", ...ODD_HOSTS)
        .map((host): BadRequest => ({
          method: "GET",
          path: "/api/auth",
          params: {},
          host,
          body: null,
        })),
      ...fromLimitedClient({ method: "GET", path: "/api/auth", params: {}, body: null }),
      wrongMethod(["GET"], "/api/auth", {}),
    );
}

/** `auth/code/route.ts` */
function authCodeRoute(kit: FuzzKit): RouteCase {
  const { browserPostCases } = kit;
  return () => {
    const path = "/api/auth/code";
    const body = fc.oneof(
      notEmail.map((email) => ({ email })),
      wrongType.map((email) => ({ email })),
      fc.constantFrom({}, [], "x", { email: huge(300) }),
    );
    return browserPostCases(path, body, { email: "jo@example.com" });
  };
}

/** `auth/session/route.ts` */
function authSessionRoute(kit: FuzzKit): RouteCase {
  const { browserPostCases } = kit;
  return () => {
    const path = "/api/auth/session";
    const body = fc.oneof(
      fc
        .constantFrom("", "12345", "1234567", "123456", "abcdefgh", 12345678, null)
        .map((code) => ({ email: "jo@example.com", code })),
      notEmail.map((email) => ({ email, code: "12345678" })),
      fc
        .constantFrom(
          [-1],
          ["1"],
          "all",
          Array.from({ length: 101 }, (_, i) => i + 1),
        )
        .map((favourites) => ({ email: "jo@example.com", code: "12345678", favourites })),
      // No code was ever sent to this address: refused, nothing stored.
      fc.constant({ email: "nobody@example.com", code: "12345678" }),
    );
    return browserPostCases(path, body, { email: "jo@example.com", code: "12345678" }, [
      "POST",
      "DELETE",
    ]);
  };
}

/** `auth/watchlist/route.ts` */
function authWatchlistRoute(kit: FuzzKit): RouteCase {
  const { browserTrouble } = kit;
  return () => {
    const path = "/api/auth/watchlist";
    const body = fc.oneof(
      fc.constantFrom({}, { ids: "1" }, { ids: [0] }, { ids: [1.5] }, { ids: [1], alerts: "yes" }),
      wrongType.map((ids) => ({ ids })),
    );
    return fc.oneof(
      {
        weight: 3,
        arbitrary: body.map((value): BadRequest => ({ ...postJson(path, value), method: "PUT" })),
      },
      browserTrouble("PUT", path, {}, JSON.stringify({ ids: [1] })),
      wrongMethod(["PUT"], path, {}),
    );
  };
}

/** `garage/unsubscribe/route.ts` */
function garageUnsubscribeRoute(): RouteCase {
  return () => {
    const link = (u: string, t: string) =>
      `/api/garage/unsubscribe?u=${encodeURIComponent(u)}&t=${encodeURIComponent(t)}`;
    const bad = fc.oneof(
      fc.tuple(junk, junk),
      fc.tuple(
        fc.constant("4f9d6a58-2f43-4a53-9d26-7bd3f6f0a001"),
        fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      ),
      fc.tuple(fc.uuid(), fc.constantFrom("", "x", "A".repeat(44))),
    );
    return fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .tuple(fc.constantFrom<RouteMethod>("GET", "POST"), bad)
          .map(([method, [u, t]]): BadRequest => ({
            method,
            path: link(u, t),
            params: {},
            body: null,
          })),
      },
      getOnStrangeHosts(link("a", "b")),
      wrongMethod(["GET", "POST"], link("a", "b"), {}),
    );
  };
}

/** `garage/cars/route.ts` */
function garageCarsRoute(kit: FuzzKit): RouteCase {
  const { queryCase } = kit;
  return queryCase(
    (ids) => `/api/garage/cars?ids=${encodeURIComponent(ids)}`,
    "1",
    fc.oneof(
      fc.constantFrom("", "a", "1,,2", "-1", "1.5", "12345678901", "1;2", "[1]"),
      fc.constant(Array.from({ length: 101 }, (_, i) => i + 1).join(",")),
      junk.filter((text) => !/^\d{1,10}(,\d{1,10})*$/.test(text)),
    ),
  );
}

/** The shoppers route files and their bad requests. */
export function shoppersCases(kit: FuzzKit): Record<string, RouteCase> {
  return {
    "auth/route.ts": authRoute(kit),
    "auth/code/route.ts": authCodeRoute(kit),
    "auth/session/route.ts": authSessionRoute(kit),
    "auth/watchlist/route.ts": authWatchlistRoute(kit),
    "garage/unsubscribe/route.ts": garageUnsubscribeRoute(),
    "garage/cars/route.ts": garageCarsRoute(kit),
  };
}
