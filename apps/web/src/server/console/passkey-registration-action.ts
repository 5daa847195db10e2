"use server";
import { CONSOLE_ACCOUNT_PATH } from "@forecourt/core/console/console-paths";
import { passkeyNameSchema } from "@forecourt/core/console/staff-passkey";
import { addStaffPasskey } from "@forecourt/db/repositories/staff/add-staff-passkey";
import { listStaffPasskeys } from "@forecourt/db/repositories/staff/list-staff-passkeys";
import { openStaffPasskeyChallenge } from "@forecourt/db/repositories/staff/open-staff-passkey-challenge";
import { takeStaffPasskeyChallenge } from "@forecourt/db/repositories/staff/take-staff-passkey-challenge";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import { revalidatePath } from "next/cache";
import { db } from "../db.ts";
import { consoleRelyingParty } from "./console-relying-party.ts";
import { requireStaff } from "./console-session.ts";
import { consoleSignInBrowser, consoleSignInBrowserHash } from "./console-sign-in-browser.ts";
import { registrationOptions, verifyRegistration } from "./passkey-ceremony.ts";

export type PasskeyStep<T> = { ok: true; value: T } | { ok: false; message: string };

const NO_HOST = "This page's address cannot hold a passkey.";

/**
 * Step one of adding a passkey: the signed-in staff user's registration options, their
 * challenge filed for this browser and user.
 */
export async function passkeyRegistrationOptionsAction(): Promise<
  PasskeyStep<PublicKeyCredentialCreationOptionsJSON>
> {
  const staff = await requireStaff();
  const rp = await consoleRelyingParty();
  if (!rp) return { ok: false, message: NO_HOST };
  const database = await db();
  const existing = await listStaffPasskeys(database, { staffUserId: staff.id });
  const options = await registrationOptions(rp, staff, existing);
  const browser = await consoleSignInBrowser();
  await openStaffPasskeyChallenge(database, {
    purpose: "register",
    browserHash: browser.hash,
    staffUserId: staff.id,
    challenge: options.challenge,
    now: new Date(),
  });
  return { ok: true, value: options };
}

/** Step two: the browser's answer verified against the challenge, the passkey kept by name. */
export async function registerPasskeyAction(
  name: unknown,
  response: unknown,
): Promise<PasskeyStep<string>> {
  const staff = await requireStaff();
  const parsedName = passkeyNameSchema.safeParse(name);
  if (!parsedName.success) {
    return { ok: false, message: parsedName.error.issues[0]?.message ?? "Name the passkey." };
  }
  const rp = await consoleRelyingParty();
  if (!rp) return { ok: false, message: NO_HOST };
  const database = await db();
  const now = new Date();
  const challenge = await takeStaffPasskeyChallenge(database, {
    purpose: "register",
    browserHash: await consoleSignInBrowserHash(),
    staffUserId: staff.id,
    now,
  });
  if (!challenge) return { ok: false, message: "That took too long. Add the passkey again." };
  const passkey = await verifyRegistration(rp, challenge, response);
  if (!passkey) return { ok: false, message: "That passkey could not be checked. Try again." };
  const added = await addStaffPasskey(database, {
    staffUserId: staff.id,
    ...passkey,
    name: parsedName.data,
    now,
  });
  if (!added.ok) return { ok: false, message: "That passkey is already registered." };
  revalidatePath(CONSOLE_ACCOUNT_PATH);
  return { ok: true, value: `Passkey "${parsedName.data}" added.` };
}
