import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODES_PER_EMAIL,
  SIGN_IN_LONG_CODE_LENGTH,
  SIGN_IN_MAX_ATTEMPTS,
  SIGN_IN_MESSAGES,
  SIGN_IN_SHORT_TRIES_PER_PERIOD,
} from "@forecourt/core/garage/sign-in";
import type { DatabaseHandle } from "@forecourt/db/client";
import { garageSignInCodes, outbox, watchlistItems } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestCar } from "@forecourt/db/testing/test-car";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as authRoute from "@/app/api/auth/route";
import * as codeRoute from "@/app/api/auth/code/route";
import * as sessionRoute from "@/app/api/auth/session/route";
import * as watchlistRoute from "@/app/api/auth/watchlist/route";
import { PEER_ADDRESS_HEADER } from "../http/trusted-proxy.ts";
import { SIGN_IN_BROWSER_COOKIE } from "./sign-in-browser.ts";
import { callRoute, siteRequest, useRouteTestDatabase } from "../../testing/route-harness.ts";

let handle: DatabaseHandle;
let site: LeadTestSite;
let other: LeadTestSite;
let carId: number;
let otherCarId: number;

const AUTH_ON = { garage: { isEnabled: true }, auth: { isEnabled: true } };

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, { slug: "signin", settings: AUTH_ON });
  other = await createLeadTestSite(handle.db, { slug: "othersite", settings: AUTH_ON });
  carId = await createTestCar(handle.db, site);
  otherCarId = await createTestCar(handle.db, other);
  useRouteTestDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
});

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

/** A browser's sign-in cookie (see `sign-in-browser.ts`); one shared one by default. */
const browser = (name: string) => `${SIGN_IN_BROWSER_COOKIE}=${name.padEnd(24, "x")}`;
const DEFAULT_BROWSER = browser("default");

/** Headers of a call from the client `peer` as the server stamps it, in browser `cookie`. */
function from(peer?: string, cookie = DEFAULT_BROWSER): Record<string, string> {
  return { ...(peer ? { [PEER_ADDRESS_HEADER]: peer } : {}), cookie };
}

/** Asks for a code, from the client `peer` (one shared one by default) in browser `cookie`. */
async function askCode(slug: string, email: string, peer?: string, cookie?: string) {
  const headers = from(peer, cookie);
  return callRoute(
    codeRoute,
    "POST",
    siteRequest(slug, "/api/auth/code", json({ email }, headers)),
  );
}

/** The code the outbox holds for the address's latest request. */
async function mailedCode(email: string): Promise<string> {
  // In the order they were queued (a row updated since may sit elsewhere in the table).
  const rows = await handle.db
    .select()
    .from(outbox)
    .where(eq(outbox.kind, "garage.sign-in-code"))
    .orderBy(outbox.id);
  const mine = rows.filter((row) => (row.payload as { to: string }).to === email);
  const last = mine.at(-1);
  if (!last) throw new Error(`no code mailed to ${email}`);
  return (last.payload as { code: string }).code;
}

async function signIn(
  slug: string,
  email: string,
  code: string,
  favourites: number[] = [],
  peer?: string,
  cookie?: string,
) {
  const headers = from(peer, cookie);
  return callRoute(
    sessionRoute,
    "POST",
    siteRequest(slug, "/api/auth/session", json({ email, code, favourites }, headers)),
  );
}

const cookieOf = (response: Response) => response.headers.get("set-cookie")?.split(";")[0] ?? "";
const wrongFor = (code: string) => (code.startsWith("9") ? "1" : "9") + code.slice(1);

async function account(slug: string, cookie: string) {
  const response = await callRoute(
    authRoute,
    "GET",
    siteRequest(slug, "/api/auth", { method: "GET", headers: { cookie } }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { user: { email: string } | null; watchlist: { id: number }[] };
}

describe("sign-in by emailed code", () => {
  it("queues the code's mail through the outbox and stores only its hash", async () => {
    const response = await askCode("signin", " Jo@Example.com ");
    expect(response.status).toBe(202);
    const code = await mailedCode("jo@example.com");
    expect(code).toMatch(new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`));
    const [stored] = await handle.db
      .select()
      .from(garageSignInCodes)
      .where(eq(garageSignInCodes.email, "jo@example.com"));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);
  });

  it("signs in with the code, merges this site's favourites, and the session works on this host only", async () => {
    const code = await mailedCode("jo@example.com");
    const response = await signIn("signin", "jo@example.com", code, [carId, otherCarId, 424242]);
    expect(response.status).toBe(200);
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^forecourt_garage=[A-Za-z0-9_-]{20,}; /);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).not.toMatch(/Domain=/i);
    expect(setCookie).not.toContain("Secure");
    const cookie = cookieOf(response);

    const mine = await account("signin", cookie);
    expect(mine.user?.email).toBe("jo@example.com");
    expect(mine.watchlist.map((car) => car.id)).toEqual([carId]);

    // The same cookie sent to another site's host is nobody there.
    expect(await account("othersite", cookie)).toEqual({ user: null, watchlist: [] });

    // The code is used up.
    const again = await signIn("signin", "jo@example.com", code);
    expect(again.status).toBe(422);

    // The watchlist follows changes, and sign-out ends the session.
    const put = await callRoute(
      watchlistRoute,
      "PUT",
      siteRequest("signin", "/api/auth/watchlist", {
        method: "PUT",
        ...json({ ids: [] }, { cookie }),
      }),
    );
    expect(put.status).toBe(200);
    expect(
      await handle.db.select().from(watchlistItems).where(eq(watchlistItems.websiteId, site.id)),
    ).toEqual([]);
    const out = await callRoute(
      sessionRoute,
      "DELETE",
      siteRequest("signin", "/api/auth/session", { method: "DELETE", headers: { cookie } }),
    );
    expect(out.status).toBe(204);
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    expect((await account("signin", cookie)).user).toBeNull();
  });

  it(`refuses the right code after ${SIGN_IN_MAX_ATTEMPTS} wrong tries`, async () => {
    await askCode("signin", "tries@example.com");
    const code = await mailedCode("tries@example.com");
    const wrong = wrongFor(code);
    for (let i = 0; i < SIGN_IN_MAX_ATTEMPTS; i++) {
      const response = await signIn("signin", "tries@example.com", wrong);
      expect(response.status).toBe(422);
      expect(((await response.json()) as { error: string }).error).toBe(
        SIGN_IN_MESSAGES["wrong-code"],
      );
    }
    const response = await signIn("signin", "tries@example.com", code);
    expect(((await response.json()) as { error: string }).error).toBe(
      SIGN_IN_MESSAGES["too-many-attempts"],
    );
  });

  it("refuses an expired code", async () => {
    await askCode("signin", "late@example.com");
    const code = await mailedCode("late@example.com");
    await handle.db
      .update(garageSignInCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(and(eq(garageSignInCodes.email, "late@example.com")));
    const response = await signIn("signin", "late@example.com", code);
    expect(((await response.json()) as { error: string }).error).toBe(SIGN_IN_MESSAGES.expired);
  });

  it(`sends one address at most ${SIGN_IN_CODES_PER_EMAIL} codes a window`, async () => {
    for (let i = 0; i < SIGN_IN_CODES_PER_EMAIL; i++) {
      expect((await askCode("signin", "many@example.com")).status).toBe(202);
    }
    const refused = await askCode("signin", "many@example.com");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
  });

  it("still sends the owner a code after a stranger's client has asked for it until refused", async () => {
    const stranger = "203.0.113.9";
    const owner = "198.51.100.7";
    const strangers = browser("stranger");
    const owners = browser("owner");
    for (let i = 0; i < SIGN_IN_CODES_PER_EMAIL; i++) {
      expect((await askCode("signin", "victim@example.com", stranger, strangers)).status).toBe(202);
    }
    expect((await askCode("signin", "victim@example.com", stranger, strangers)).status).toBe(429);

    const mine = await askCode("signin", "victim@example.com", owner, owners);
    expect(mine.status).toBe(202);
    const code = await mailedCode("victim@example.com");
    // The stranger's tries are at the stranger's codes: they neither use up nor close the owner's,
    // even from the owner's own network (a carrier NAT).
    const wrong = wrongFor(code);
    for (let i = 0; i < SIGN_IN_MAX_ATTEMPTS; i++) {
      const tried = await signIn("signin", "victim@example.com", wrong, [], owner, strangers);
      expect(tried.status).toBe(422);
    }
    expect((await signIn("signin", "victim@example.com", code, [], owner, strangers)).status).toBe(
      422,
    );
    expect((await askCode("signin", "victim@example.com", stranger, strangers)).status).toBe(429);
    expect((await signIn("signin", "victim@example.com", code, [], owner, owners)).status).toBe(
      200,
    );
  });

  it("gives the asking browser its sign-in cookie: httpOnly, for the sign-in calls only", async () => {
    const response = await callRoute(
      codeRoute,
      "POST",
      siteRequest("signin", "/api/auth/code", json({ email: "cookie@example.com" })),
    );
    expect(response.status).toBe(202);
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(new RegExp(`^${SIGN_IN_BROWSER_COOKIE}=[A-Za-z0-9_-]{40,}; `));
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("Path=/api/auth");
    // That cookie is what the code is bound to.
    const code = await mailedCode("cookie@example.com");
    expect((await signIn("signin", "cookie@example.com", code, [], undefined, "")).status).toBe(
      422,
    );
    const cookie = cookieOf(response);
    expect((await signIn("signin", "cookie@example.com", code, [], undefined, cookie)).status).toBe(
      200,
    );
  });

  it("signs in the browser that asked on Wi-Fi once it is on mobile data", async () => {
    const phone = browser("phone");
    expect((await askCode("signin", "moving@example.com", "198.51.100.20", phone)).status).toBe(
      202,
    );
    const code = await mailedCode("moving@example.com");
    const onMobile = await signIn("signin", "moving@example.com", code, [], "192.0.2.77", phone);
    expect(onMobile.status).toBe(200);
  });

  it("takes the code as people paste it, with a space or a dash", async () => {
    await askCode("signin", "paste@example.com");
    const code = await mailedCode("paste@example.com");
    const half = code.length / 2;
    const spaced = `${code.slice(0, half)} ${code.slice(half)}`;
    expect((await signIn("signin", "paste@example.com", spaced)).status).toBe(200);
    await askCode("signin", "paste@example.com");
    const next = await mailedCode("paste@example.com");
    const dashed = `${next.slice(0, half)}-${next.slice(half)}`;
    expect((await signIn("signin", "paste@example.com", dashed)).status).toBe(200);
  });

  it(`sends ${SIGN_IN_LONG_CODE_LENGTH}-digit codes once strangers have spent the address's ${SIGN_IN_SHORT_TRIES_PER_PERIOD} tries at short ones, and they sign in`, async () => {
    const email = "popular@example.com";
    let shortTries = 0;
    for (let i = 0; i < 12; i++) {
      // Each from its own client and browser, as a guesser with many would.
      const peer = `192.0.2.${i + 1}`;
      const cookie = browser(`guesser-${i}`);
      expect((await askCode("signin", email, peer, cookie)).status).toBe(202);
      const code = await mailedCode(email);
      for (let n = 0; n < SIGN_IN_MAX_ATTEMPTS; n++) {
        const tried = await signIn("signin", email, wrongFor(code), [], peer, cookie);
        expect(tried.status).toBe(422);
        if (code.length === SIGN_IN_CODE_LENGTH) shortTries++;
      }
    }
    expect(shortTries).toBe(SIGN_IN_SHORT_TRIES_PER_PERIOD);
    const owner = "198.51.100.8";
    expect((await askCode("signin", email, owner, browser("popular"))).status).toBe(202);
    const code = await mailedCode(email);
    expect(code).toMatch(new RegExp(`^\\d{${SIGN_IN_LONG_CODE_LENGTH}}$`));
    const grouped = code.replace(/(\d{4})(?=\d)/g, "$1 ");
    expect((await signIn("signin", email, grouped, [], owner, browser("popular"))).status).toBe(
      200,
    );
  });

  it("marks the cookie Secure over https", async () => {
    await askCode("signin", "tls@example.com");
    const code = await mailedCode("tls@example.com");
    const response = await callRoute(
      sessionRoute,
      "POST",
      siteRequest("signin", "/api/auth/session", {
        ...json({ email: "tls@example.com", code }, { ...from(), "x-forwarded-proto": "https" }),
      }),
    );
    expect(response.headers.get("set-cookie")).toContain("Secure");
  });

  it("is a 404 on a site without sign-in", async () => {
    await createLeadTestSite(handle.db, { slug: "nosignin" });
    expect((await askCode("nosignin", "jo@example.com")).status).toBe(404);
  });
});
