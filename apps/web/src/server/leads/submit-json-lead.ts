import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { leadBotCheck } from "../bots/lead-bot-check.ts";
import { readJson } from "../http/read-body.ts";
import { idempotencyKey } from "./idempotency-key.ts";
import { leadAnswer } from "./lead-answer.ts";
import { LEAD_JSON_MAX_BYTES, LEAD_NOT_JSON_MESSAGE } from "./lead-limits.ts";
import { submitLead } from "./submit-lead.ts";

/**
 * `POST /api/leads` and `PUT /api/leads/{id}`: a JSON `{lead: {...}}` body, submitted; the
 * answer is the lead's id. `leadId` is the partial lead a PUT continues.
 */
export async function submitJsonLead(
  request: Request,
  site: Site,
  leadId?: string,
  options: { isMock?: boolean } = {},
): Promise<Response> {
  const body = await readJson(request, {
    maxBytes: LEAD_JSON_MAX_BYTES,
    invalidMessage: LEAD_NOT_JSON_MESSAGE,
    // parse-lead.ts drops NUL characters: a lead is stored without them, never lost for one.
    keepNul: true,
  });
  return leadAnswer(
    await submitLead({
      site,
      body,
      ...(leadId === undefined ? {} : { leadId }),
      idempotencyKey: leadId === undefined ? idempotencyKey(request) : null,
      userAgent: request.headers.get("user-agent"),
      ...(options.isMock ? { isMock: true } : {}),
      checkBot: leadBotCheck(request, site),
    }),
  );
}
