"use server";
import { CONSOLE_USERS_PATH } from "@forecourt/core/console/console-paths";
import { invitationChangeSchema } from "@forecourt/core/console/staff-invitation";
import {
  resendInvitation,
  revokeInvitation,
  type InvitationChangeResult,
} from "@forecourt/db/repositories/staff/pending-invitations";
import type { FormState } from "./form-state.ts";
import { consoleSignInUrl } from "./console-sign-in-url.ts";
import { staffAction } from "./staff-action.ts";

const GONE = "That invitation was already taken up or withdrawn.";
const options = {
  revalidate: () => CONSOLE_USERS_PATH,
  refused: (): FormState => ({ status: "error", message: GONE }),
};

const refusal = (result: Extract<InvitationChangeResult, { ok: false }>): FormState => ({
  status: "error",
  message: result.reason === "not-permitted" ? "Your role does not allow that." : GONE,
});

/** An admin sends a pending invitation's mail again; it is good for another week. */
export const resendInvitationAction = staffAction(
  invitationChangeSchema,
  async ({ actor, data, database }) => {
    const result = await resendInvitation(database, {
      actor,
      invitationId: data.invitationId,
      signInUrl: await consoleSignInUrl(),
      now: new Date(),
    });
    if (!result.ok) return refusal(result);
    return { status: "done", message: `Invitation sent again to ${result.email}.` };
  },
  options,
);

/** An admin withdraws a pending invitation. */
export const revokeInvitationAction = staffAction(
  invitationChangeSchema,
  async ({ actor, data, database }) => {
    const result = await revokeInvitation(database, {
      actor,
      invitationId: data.invitationId,
      now: new Date(),
    });
    if (!result.ok) return refusal(result);
    return { status: "done", message: `Invitation to ${result.email} withdrawn.` };
  },
  options,
);
