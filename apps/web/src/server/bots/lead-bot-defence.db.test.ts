import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BOT_CHECK_FAILED_MESSAGE,
  BOT_CHECK_HEADER,
  BOT_CHECK_MISSING_MESSAGE,
  FILL_TIME_HEADER,
  TOO_FAST_MESSAGE,
} from "@forecourt/core/forms/lead";
import { generalEnquiry } from "@forecourt/core/testing/field-answers";
import type { DatabaseHandle } from "@forecourt/db/client";
import { leads } from "@forecourt/db/schema";
import { createLeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as leadsRoute from "@/app/api/leads/route";
import * as mockLeadsRoute from "@/app/api/mock/leads/route";
import { callRoute, useRouteTestDatabase } from "../../testing/route-harness.ts";
import { startTurnstileStandIn, type TurnstileStandIn } from "../../testing/turnstile-stand-in.ts";

const SECRET = "0x4AAAAAAA-lead-secret";
let handle: DatabaseHandle;
let verifier: TurnstileStandIn;

beforeAll(async () => {
  verifier = await startTurnstileStandIn({ secretKey: SECRET, goodTokens: ["good-1", "good-2"] });
  // Read once, on the first request: the stand-in is the verifier of this server.
  process.env.TURNSTILE_VERIFY_URL = verifier.verifyUrl;
  handle = await createTestDatabase();
  await createLeadTestSite(handle.db, {
    slug: "keyed",
    settings: {
      leads: { isMockMode: true },
      security: { turnstile: { siteKey: "0x4AAAA-keyed", secretKey: SECRET } },
    },
  });
  await createLeadTestSite(handle.db, {
    slug: "patient",
    settings: { leads: { minimumFillSeconds: 4 } },
  });
  await createLeadTestSite(handle.db, { slug: "plain" });
  useRouteTestDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
  await verifier?.close();
});

const post = (slug: string, headers: Record<string, string> = {}, lead = generalEnquiry()) =>
  callRoute(
    leadsRoute,
    "POST",
    new Request(`http://${slug}.localhost:3330/api/leads`, {
      method: "POST",
      headers: { host: `${slug}.localhost:3330`, "content-type": "application/json", ...headers },
      body: JSON.stringify({ lead }),
    }),
  );

async function leadCount(): Promise<number> {
  const [row] = await handle.db.select({ value: count() }).from(leads);
  return row?.value ?? 0;
}

describe("the lead API's bot defence", () => {
  it("on a site with Turnstile keys, stores a lead only with a token the verifier passes", async () => {
    const before = await leadCount();
    const missing = await post("keyed");
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: BOT_CHECK_MISSING_MESSAGE });
    const forged = await post("keyed", { [BOT_CHECK_HEADER]: "forged" });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ error: BOT_CHECK_FAILED_MESSAGE });
    expect(await leadCount()).toBe(before);

    const good = await post("keyed", { [BOT_CHECK_HEADER]: "good-1" });
    expect(good.status).toBe(201);
    expect(await leadCount()).toBe(before + 1);
    expect(verifier.received.map((sent) => sent.response)).toEqual(["forged", "good-1"]);
    expect(verifier.received.every((sent) => sent.secret === SECRET)).toBe(true);
  });

  it("checks an invalid lead's fields before spending its token", async () => {
    const before = verifier.received.length;
    const response = await post(
      "keyed",
      { [BOT_CHECK_HEADER]: "good-2" },
      generalEnquiry({ email: "nope" }),
    );
    expect(response.status).toBe(422);
    expect(verifier.received.length).toBe(before);
  });

  it("checks the mock endpoints of a keyed site alike", async () => {
    const response = await callRoute(
      mockLeadsRoute,
      "POST",
      new Request("http://keyed.localhost:3330/api/mock/leads", {
        method: "POST",
        headers: { host: "keyed.localhost:3330", "content-type": "application/json" },
        body: JSON.stringify({ lead: generalEnquiry() }),
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: BOT_CHECK_MISSING_MESSAGE });
  });

  it("refuses a form sent before the site's minimum fill time and stores nothing", async () => {
    const before = await leadCount();
    const quick = await post("patient", { [FILL_TIME_HEADER]: "900" });
    expect(quick.status).toBe(400);
    expect(await quick.json()).toEqual({ error: TOO_FAST_MESSAGE });
    expect(await leadCount()).toBe(before);
    expect((await post("patient", { [FILL_TIME_HEADER]: "4200" })).status).toBe(201);
  });

  it("asks nothing of a site that configures neither (the demo sites)", async () => {
    const before = verifier.received.length;
    expect((await post("plain")).status).toBe(201);
    expect(verifier.received.length).toBe(before);
  });
});
