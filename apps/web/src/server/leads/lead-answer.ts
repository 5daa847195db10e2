import type { SubmittedLead } from "./submit-lead.ts";
import { NO_STORE } from "../http/no-store.ts";

/** The lead API's success answer (spec §7): the lead's id, never cached. */
export function leadAnswer(submitted: SubmittedLead): Response {
  return Response.json({ id: submitted.id }, { status: submitted.status, headers: NO_STORE });
}
