import "server-only";
import { randomUUID } from "node:crypto";
import type { Site } from "@forecourt/core/site/site";
import {
  acceptedExtensions,
  formFields,
  isUploadField,
} from "@forecourt/core/forms/form-definition";
import { SUBMIT_ERROR_MESSAGE } from "@forecourt/core/validation/messages";
import { createLead } from "@forecourt/db/repositories/leads/create-lead";
import { isUuid } from "@forecourt/core/domain/uuid";
import { updatePartialLead } from "@forecourt/db/repositories/leads/update-partial-lead";
import { appendChatMessage } from "@forecourt/db/repositories/leads/append-chat-message";
import { TEXT_US_CATEGORY } from "@forecourt/core/forms/definitions/text-us-form";
import { AppError } from "../http/app-error.ts";
import { db } from "../db.ts";
import { metrics } from "../observability/metrics.ts";
import { getFormSite } from "../queries/forms.ts";
import { checkLeadFiles, type IncomingFile } from "./lead-files.ts";
import { requestFingerprint } from "./idempotency-key.ts";
import {
  HONEYPOT_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  LEAD_NOT_FOUND_MESSAGE,
} from "./lead-limits.ts";
import { toLeadWrite } from "./lead-write.ts";
import { parseLead } from "./parse-lead.ts";

type SubmitLeadInput = {
  site: Site;
  /** The request body as read: `{lead: {...}}`. */
  body: unknown;
  /** Files of a multipart lead. */
  files?: IncomingFile[];
  idempotencyKey: string | null;
  userAgent: string | null;
  /** PUT /api/leads/{id}: the partial lead of the site this continues. */
  leadId?: string;
  /** §7 mock mode: checked and answered like a real lead, but nothing is stored or sent. */
  isMock?: boolean;
  /**
   * The bot defence beyond the honeypot (fill time, Turnstile), run on a valid new lead before
   * anything is stored; it throws the answer when it refuses. A continued partial lead passed
   * it with its first step.
   */
  checkBot?: () => Promise<void>;
};

/** 201 a new lead, 200 a replayed key or a continued partial lead; the id either way. */
export type SubmittedLead = { id: string; status: 200 | 201 };

/**
 * A lead from the browser, stored: checked against the site's form (core `validateLead` via
 * `parseLead`), files checked, dealership and location resolved within the site, then one
 * transaction for the lead, its files and (when complete) its deliveries. A lead naming a
 * partial lead of the site continues it. Nothing is stored unless all of it is valid.
 */
export async function submitLead(input: SubmitLeadInput): Promise<SubmittedLead> {
  const { site, files = [] } = input;
  const parsed = parseLead(input.body, await getFormSite(site), {
    fileFields: files.map((file) => file.fieldName),
  });
  if (!parsed.ok) {
    if (parsed.kind === "honeypot") throw new AppError("BAD_REQUEST", HONEYPOT_MESSAGE);
    throw new AppError("INVALID_INPUT", SUBMIT_ERROR_MESSAGE, parsed.errors);
  }
  const { lead, isComplete, form } = parsed;
  // Each file field takes the types its form declares (photos, documents).
  const fileFields = form ? formFields(form).filter(isUploadField) : [];
  const checked = await checkLeadFiles(files, (name) => {
    const field = fileFields.find((f) => f.name === name);
    return field ? acceptedExtensions(field) : null;
  });
  if (!checked.ok) {
    throw new AppError(
      checked.status === "too-large" ? "PAYLOAD_TOO_LARGE" : "INVALID_INPUT",
      SUBMIT_ERROR_MESSAGE,
      checked.errors,
    );
  }
  const namedLead = isUuid(lead.lead_id) ? lead.lead_id : null;
  // A 'Text us' message naming its conversation's lead is added to it (one lead, one email).
  const conversation =
    !input.leadId && form?.category === TEXT_US_CATEGORY && !input.files ? namedLead : null;
  // A submit that names its partial lead continues it, whichever method the form used.
  const continued = input.leadId ?? (conversation === null ? namedLead : null);
  if (continued === null && conversation === null) await input.checkBot?.();
  if (input.isMock) {
    const id = input.leadId ?? (typeof lead.lead_id === "string" ? lead.lead_id : randomUUID());
    return { id, status: input.leadId || lead.lead_id ? 200 : 201 };
  }
  const database = await db();
  const write = await toLeadWrite(database, site, lead, {
    isComplete,
    userAgent: input.userAgent,
    ...(input.files ? { hasFiles: checked.files.length > 0 } : {}),
  });
  if (conversation !== null) {
    const added = await appendChatMessage(database, {
      websiteId: site.id,
      leadId: conversation,
      category: write.category,
      phone: write.phone,
      text: write.message ?? "",
    });
    if (added.kind !== "new-conversation") return { id: added.lead.id, status: 200 };
    // Another mobile, another site's lead or a long silence: a new conversation, a new lead.
    await input.checkBot?.();
  }
  if (continued !== null && !input.files) {
    const result = await updatePartialLead(database, {
      websiteId: site.id,
      leadId: continued,
      lead: write,
    });
    if (result.kind === "not-found") throw new AppError("NOT_FOUND", LEAD_NOT_FOUND_MESSAGE);
    return { id: result.lead.id, status: 200 };
  }
  const result = await createLead(database, {
    websiteId: site.id,
    lead: write,
    files: checked.files,
    idempotencyKey: input.idempotencyKey,
    fingerprint: input.idempotencyKey ? requestFingerprint(input.body, checked.files) : null,
  });
  // As payment APIs do: a key reused with another body is the client's mistake, not a replay.
  if (result.isReplay && !result.isSameRequest) {
    throw new AppError("INVALID_INPUT", IDEMPOTENCY_KEY_REUSED_MESSAGE);
  }
  if (!result.isReplay) metrics().leads.inc({ complete: String(isComplete) });
  return { id: result.lead.id, status: result.isReplay ? 200 : 201 };
}
