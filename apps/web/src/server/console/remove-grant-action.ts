"use server";
import { CONSOLE_USERS_PATH } from "@forecourt/core/console/console-paths";
import { REFUSAL_MESSAGES } from "@forecourt/core/console/refusal-messages";
import { removeGrantSchema } from "@forecourt/core/console/staff-invitation";
import { removeStaffGrant } from "@forecourt/db/repositories/staff/remove-staff-grant";
import { staffAction } from "./staff-action.ts";

/** An admin removes one user's access to one of its sites. */
export const removeGrantAction = staffAction(
  removeGrantSchema,
  async ({ actor, data, database }) => {
    const result = await removeStaffGrant(database, {
      actor,
      grantId: data.grantId,
      now: new Date(),
    });
    if (!result.ok) return { status: "error", message: REFUSAL_MESSAGES[result.reason] };
    return { status: "done", message: "Access removed." };
  },
  {
    revalidate: () => CONSOLE_USERS_PATH,
    // A grant that cannot be read is one that is not there.
    refused: () => ({ status: "error", message: REFUSAL_MESSAGES["not-found"] }),
  },
);
