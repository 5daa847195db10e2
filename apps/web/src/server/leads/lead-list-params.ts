import { parseLeadListQuery, type LeadListQuery } from "@forecourt/core/leads/lead-list-query";
import { AppError } from "../http/app-error.ts";

export const INVALID_LEAD_FILTERS_MESSAGE = "The list's query has invalid values; see errors.";

/** The leads list's query string, or a 422 naming each bad parameter. */
export function leadListParams(request: Request): LeadListQuery {
  const query = new URL(request.url).searchParams;
  const parsed = parseLeadListQuery((name) => query.get(name));
  if (!parsed.ok) {
    throw new AppError(
      "INVALID_INPUT",
      INVALID_LEAD_FILTERS_MESSAGE,
      parsed.errors as Record<string, string>,
    );
  }
  return parsed.query;
}
