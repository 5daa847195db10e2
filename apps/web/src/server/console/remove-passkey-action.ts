"use server";
import { CONSOLE_ACCOUNT_PATH } from "@forecourt/core/console/console-paths";
import { removePasskeySchema } from "@forecourt/core/console/staff-passkey";
import { removeStaffPasskey } from "@forecourt/db/repositories/staff/remove-staff-passkey";
import { staffAction } from "./staff-action.ts";

const NOT_THERE = "That passkey is not there.";

/** A staff member removes one of their own passkeys; it signs nobody in from then on. */
export const removePasskeyAction = staffAction(
  removePasskeySchema,
  async ({ actor, data, database }) => {
    const result = await removeStaffPasskey(database, {
      staffUserId: actor.id,
      passkeyId: data.passkeyId,
    });
    if (!result.ok) return { status: "error", message: NOT_THERE };
    return { status: "done", message: "Passkey removed." };
  },
  {
    revalidate: () => CONSOLE_ACCOUNT_PATH,
    refused: () => ({ status: "error", message: NOT_THERE }),
  },
);
