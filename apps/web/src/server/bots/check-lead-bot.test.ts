import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Site } from "@forecourt/core/site/site";
import { siteSettingsSchema, type SiteSettingsInput } from "@forecourt/core/site/site-settings";
import { AppError } from "../http/app-error.ts";
import { PEER_ADDRESS_HEADER } from "../http/trusted-proxy.ts";
import { startTurnstileStandIn, type TurnstileStandIn } from "../../testing/turnstile-stand-in.ts";
import {
  BOT_CHECK_FAILED_MESSAGE,
  BOT_CHECK_MISSING_MESSAGE,
  BOT_CHECK_UNAVAILABLE_MESSAGE,
  TOO_FAST_MESSAGE,
} from "@forecourt/core/forms/lead";
import { checkLeadBot } from "./check-lead-bot.ts";
import { verifyTurnstile } from "./verify-turnstile.ts";

const SECRET = "0x4AAAAAAA-test-secret";
const siteWith = (settings: SiteSettingsInput): Site => ({
  id: 1,
  slug: "bot-site",
  name: "Bot Site",
  primaryDealershipId: null,
  settings: siteSettingsSchema.parse(settings),
  domains: [],
});
const keyed = siteWith({ security: { turnstile: { siteKey: "0x4AAAA-site", secretKey: SECRET } } });
const leadRequest = (headers: Record<string, string>) =>
  new Request("http://bots.localhost/api/leads", {
    method: "POST",
    headers: { [PEER_ADDRESS_HEADER]: "203.0.113.9", ...headers },
  });

/** The AppError a check throws, or null when it lets the lead through. */
async function refusal(check: Promise<void>): Promise<AppError | null> {
  try {
    await check;
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

let verifier: TurnstileStandIn;
const deps = () => ({ trustedProxy: { hops: 0 }, verifyUrl: verifier.verifyUrl });

beforeAll(async () => {
  verifier = await startTurnstileStandIn({
    secretKey: SECRET,
    goodTokens: ["token-a", "token-b", "token-c"],
  });
});
afterAll(() => verifier.close());

describe("verifyTurnstile against a siteverify stand-in", () => {
  it("posts the secret, the token and the client address, form-encoded", async () => {
    const before = verifier.received.length;
    const verdict = await verifyTurnstile({
      secretKey: SECRET,
      token: "token-a",
      remoteIp: "198.51.100.4",
      verifyUrl: verifier.verifyUrl,
    });
    expect(verdict).toEqual({ isHuman: true });
    expect(verifier.received.slice(before)).toEqual([
      { secret: SECRET, response: "token-a", remoteip: "198.51.100.4" },
    ]);
  });

  it("rejects a spent token, a made-up one and a wrong secret with Cloudflare's codes", async () => {
    const check = (token: string, secretKey = SECRET) =>
      verifyTurnstile({ secretKey, token, remoteIp: null, verifyUrl: verifier.verifyUrl });
    expect(await check("token-a")).toEqual({
      isHuman: false,
      reason: "rejected",
      errorCodes: ["timeout-or-duplicate"],
    });
    expect(await check("forged")).toMatchObject({ errorCodes: ["invalid-input-response"] });
    expect(await check("token-c", "wrong")).toMatchObject({
      isHuman: false,
      errorCodes: ["invalid-input-secret"],
    });
  });

  it("never asks Cloudflare about a missing or oversized token", async () => {
    const before = verifier.received.length;
    for (const token of [null, "", "x".repeat(2049)]) {
      expect(
        await verifyTurnstile({
          secretKey: SECRET,
          token,
          remoteIp: null,
          verifyUrl: verifier.verifyUrl,
        }),
      ).toMatchObject({ isHuman: false, reason: "missing-token" });
    }
    expect(verifier.received.length).toBe(before);
  });

  it("counts a verifier that cannot be reached as unavailable, not as a pass", async () => {
    const verdict = await verifyTurnstile({
      secretKey: SECRET,
      token: "token-b",
      remoteIp: null,
      verifyUrl: "http://127.0.0.1:9/siteverify",
    });
    expect(verdict).toMatchObject({ isHuman: false, reason: "unavailable" });
  });
});

describe("checkLeadBot", () => {
  it("lets a site without keys or a fill time through without asking anyone", async () => {
    const before = verifier.received.length;
    expect(await refusal(checkLeadBot(leadRequest({}), siteWith({}), deps()))).toBeNull();
    expect(verifier.received.length).toBe(before);
  });

  it("asks for the check when a keyed site's lead carries no token", async () => {
    const error = await refusal(checkLeadBot(leadRequest({}), keyed, deps()));
    expect(error?.code).toBe("BAD_REQUEST");
    expect(error?.message).toBe(BOT_CHECK_MISSING_MESSAGE);
  });

  it("passes a good token once, sending the trusted client address, and refuses its reuse", async () => {
    const request = () =>
      leadRequest({ "x-turnstile-response": "token-b", "x-forwarded-for": "10.9.9.9" });
    expect(await refusal(checkLeadBot(request(), keyed, deps()))).toBeNull();
    // No proxy trusted: the socket's address, not the one the client wrote.
    expect(verifier.received.at(-1)?.remoteip).toBe("203.0.113.9");
    const again = await refusal(checkLeadBot(request(), keyed, deps()));
    expect(again?.code).toBe("BAD_REQUEST");
    expect(again?.message).toBe(BOT_CHECK_FAILED_MESSAGE);
  });

  it("answers 503 with Retry-After when the verifier is down, so nothing is stored", async () => {
    const error = await refusal(
      checkLeadBot(leadRequest({ "x-turnstile-response": "token-c" }), keyed, {
        ...deps(),
        verifyUrl: "http://127.0.0.1:9/siteverify",
      }),
    );
    expect(error?.code).toBe("UNAVAILABLE");
    expect(error?.message).toBe(BOT_CHECK_UNAVAILABLE_MESSAGE);
    expect(error?.headers).toEqual({ "retry-after": "60" });
  });

  it("refuses a form sent sooner than the site's minimum fill time, or without one", async () => {
    const patient = siteWith({ leads: { minimumFillSeconds: 3 } });
    const sentAfter = (ms: string) => leadRequest({ "x-form-fill-ms": ms });
    for (const request of [sentAfter("2999"), sentAfter("abc"), leadRequest({})]) {
      const error = await refusal(checkLeadBot(request, patient, deps()));
      expect(error?.code).toBe("BAD_REQUEST");
      expect(error?.message).toBe(TOO_FAST_MESSAGE);
    }
    expect(await refusal(checkLeadBot(sentAfter("3000"), patient, deps()))).toBeNull();
  });
});
