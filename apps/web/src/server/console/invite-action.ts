"use server";
import { headers } from "next/headers";
import { revalidatePath } from "next/cache";
import { CONSOLE_SIGN_IN_PATH, CONSOLE_USERS_PATH } from "@forecourt/core/console/console-paths";
import { REFUSAL_MESSAGES } from "@forecourt/core/console/refusal-messages";
import { invitationSchema } from "@forecourt/core/console/staff-invitation";
import { inviteStaff } from "@forecourt/db/repositories/staff/invite-staff";
import { db } from "../db.ts";
import { wakeOutboxWorker } from "../worker/embedded.ts";
import { requireStaff } from "./console-session.ts";
import { fieldsRefused, formValues, parseFormValues, type FormState } from "./form-state.ts";

/** An admin invites an address to one of its sites; the invitee gets a mail saying where to sign in. */
export async function inviteAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const actor = await requireStaff();
  const values = formValues(formData);
  const parsed = parseFormValues(invitationSchema, values);
  if (!parsed.ok) return parsed.state;
  const result = await inviteStaff(await db(), {
    actor,
    invitation: parsed.data,
    signInUrl: await signInUrl(),
    now: new Date(),
  });
  if (!result.ok) {
    const message = REFUSAL_MESSAGES[result.reason];
    const field = result.reason === "unknown-dealership" ? "dealershipId" : "websiteId";
    return fieldsRefused({ [field]: message }, values);
  }
  wakeOutboxWorker();
  revalidatePath(CONSOLE_USERS_PATH);
  return { status: "done", message: `Invitation sent to ${parsed.data.email}.` };
}

/** The sign-in page on the host the admin is using (the platform host). */
async function signInUrl(): Promise<string> {
  const requestHeaders = await headers();
  const proto = requestHeaders.get("x-forwarded-proto") === "https" ? "https" : "http";
  return `${proto}://${requestHeaders.get("host") ?? "localhost"}${CONSOLE_SIGN_IN_PATH}`;
}
