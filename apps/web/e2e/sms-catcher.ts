import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startTwilioStandIn, type TakenSms } from "../src/testing/twilio-stand-in.ts";
import { SMS_PORT } from "./ports.ts";

/** The platform's SMS account on the server under test (TWILIO_* in playwright.config.ts). */
export const SMS_ACCOUNT = {
  apiUrl: `http://127.0.0.1:${SMS_PORT}`,
  accountSid: "ACe2e00000000000000000000000000000",
  authToken: "e2e-twilio-auth-token",
} as const;

/** Where the stand-in writes each text it takes, one JSON file per text. */
export const SMS_DIR = fileURLToPath(new URL("../.data/e2e-sms/", import.meta.url));

/**
 * The run's Twilio stand-in (global setup): the server under test sends texts over Twilio's
 * REST API to it, and each text it takes (the account's basic auth checked) lands in SMS_DIR
 * for specs to read.
 */
export default async function startSmsCatcher(): Promise<() => Promise<void>> {
  rmSync(SMS_DIR, { recursive: true, force: true });
  mkdirSync(SMS_DIR, { recursive: true });
  let count = 0;
  const standIn = await startTwilioStandIn(SMS_ACCOUNT.accountSid, SMS_ACCOUNT.authToken, {
    port: SMS_PORT,
    onMessage(sms) {
      count += 1;
      writeFileSync(
        path.join(SMS_DIR, `${Date.now()}-${String(count).padStart(5, "0")}.json`),
        JSON.stringify(sms),
      );
    },
  });
  return () => standIn.close();
}

/** The texts the stand-in took for `to`, oldest first. */
export function textsTo(to: string): TakenSms[] {
  return readdirSync(SMS_DIR)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(SMS_DIR, file), "utf8")) as TakenSms)
    .filter((sms) => sms.to === to);
}
