"use server";
import { CONSOLE_USERS_PATH } from "@forecourt/core/console/console-paths";
import { REFUSAL_MESSAGES } from "@forecourt/core/console/refusal-messages";
import { invitationSchema } from "@forecourt/core/console/staff-invitation";
import { inviteStaff } from "@forecourt/db/repositories/staff/invite-staff";
import { consoleSignInUrl } from "./console-sign-in-url.ts";
import { fieldsRefused } from "./form-state.ts";
import { staffAction } from "./staff-action.ts";

/** An admin invites an address to one of its sites; the invitee gets a mail saying where to sign in. */
export const inviteAction = staffAction(
  invitationSchema,
  async ({ actor, data, values, database }) => {
    const result = await inviteStaff(database, {
      actor,
      invitation: data,
      signInUrl: await consoleSignInUrl(),
      now: new Date(),
    });
    if (!result.ok) {
      const message = REFUSAL_MESSAGES[result.reason];
      const field = result.reason === "unknown-dealership" ? "dealershipId" : "websiteId";
      return fieldsRefused({ [field]: message }, values);
    }
    return { status: "done", message: `Invitation sent to ${data.email}.` };
  },
  { revalidate: () => CONSOLE_USERS_PATH },
);
