import "server-only";
import { isUuid } from "@forecourt/core/domain/uuid";
import type { Site } from "@forecourt/core/site/site";
import { leadBotCheck } from "../../bots/lead-bot-check.ts";
import { AppError } from "../../http/app-error.ts";
import { pathParam, type BrowserInput } from "../../http/endpoints.ts";
import { readFormData } from "../../http/read-body.ts";
import { idempotencyKey } from "../../leads/idempotency-key.ts";
import { leadAnswer } from "../../leads/lead-answer.ts";
import { LEAD_MULTIPART_MAX_BYTES, LEAD_NOT_FOUND_MESSAGE } from "../../leads/lead-limits.ts";
import { leadFromMultipart } from "../../leads/multipart-lead.ts";
import { submitJsonLead } from "../../leads/submit-json-lead.ts";
import { submitLead } from "../../leads/submit-lead.ts";

export const NOT_IN_MOCK_MODE_MESSAGE = "This site is not in mock mode; send leads to /api/leads.";

/**
 * The lead API's handlers (spec §7), real or mock. The mock ones (`/api/mock/leads...`) answer
 * only on a site whose settings turn mock mode on, check the lead exactly as the real ones do,
 * and store and deliver nothing.
 */
export function leadHandlers(mode: "real" | "mock") {
  const isMock = mode === "mock";
  const siteFor = (site: Site): Site => {
    if (isMock && !site.settings.leads.isMockMode) {
      throw new AppError("NOT_FOUND", NOT_IN_MOCK_MODE_MESSAGE);
    }
    return site;
  };
  const options = isMock ? { isMock: true } : {};
  return {
    /** POST: {lead:{...}} -> 201 {id} (200 with the same id on an Idempotency-Key replay). */
    create: async ({ request, site }: BrowserInput) =>
      submitJsonLead(request, siteFor(site), undefined, options),
    /** PUT {lead_id}: the next step of a multi-step lead of this site -> 200 {id}. */
    update: async ({ request, params, site }: BrowserInput) => {
      const leadId = pathParam(params, "leadId");
      siteFor(site);
      if (!isUuid(leadId)) throw new AppError("NOT_FOUND", LEAD_NOT_FOUND_MESSAGE);
      return submitJsonLead(request, site, leadId, options);
    },
    /** POST with-files: a multipart lead with attachments -> 201 {id}. */
    createWithFiles: async ({ request, site }: BrowserInput) => {
      siteFor(site);
      const { body, files } = leadFromMultipart(
        await readFormData(request, LEAD_MULTIPART_MAX_BYTES),
      );
      return leadAnswer(
        await submitLead({
          site,
          body,
          files,
          idempotencyKey: idempotencyKey(request),
          userAgent: request.headers.get("user-agent"),
          ...options,
          checkBot: leadBotCheck(request, site),
        }),
      );
    },
  };
}
