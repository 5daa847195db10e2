"use server";
import { revalidatePath } from "next/cache";
import { CONSOLE_USERS_PATH } from "@forecourt/core/console/console-paths";
import { REFUSAL_MESSAGES } from "@forecourt/core/console/refusal-messages";
import { removeGrantSchema } from "@forecourt/core/console/staff-invitation";
import { removeStaffGrant } from "@forecourt/db/repositories/staff/remove-staff-grant";
import { db } from "../db.ts";
import { requireStaff } from "./console-session.ts";
import { formValues, type FormState } from "./form-state.ts";

/** An admin removes one user's access to one of its sites. */
export async function removeGrantAction(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  const actor = await requireStaff();
  const parsed = removeGrantSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: "error", message: REFUSAL_MESSAGES["not-found"] };
  const result = await removeStaffGrant(await db(), {
    actor,
    grantId: parsed.data.grantId,
    now: new Date(),
  });
  if (!result.ok) return { status: "error", message: REFUSAL_MESSAGES[result.reason] };
  revalidatePath(CONSOLE_USERS_PATH);
  return { status: "done", message: "Access removed." };
}
