import type { LeadFileInfo } from "@forecourt/core/domain/lead";
import type { LeadDetail, LeadStatusChange, ListedLead } from "@forecourt/core/leads/lead-record";
import type { CsvValue } from "@forecourt/core/text/csv-write";
import { leadDeliveriesJson, leadFilesJson, leadJson } from "./lead-json.ts";

/** The platform API's path of one file of a lead (its download). */
function leadFilePath(websiteId: number, leadId: string, fileId: string): string {
  return `/api/v1/websites/${websiteId}/leads/${leadId}/files/${fileId}`;
}

/** A lead of the list: the stored lead plus where the dealer is with it. */
export function listedLeadJson(lead: ListedLead) {
  return {
    ...leadJson(lead),
    status: lead.status,
    status_changed_at: lead.statusChangedAt?.toISOString() ?? null,
  };
}

function leadStatusHistoryJson(history: LeadStatusChange[]) {
  return history.map((change) => ({
    from: change.fromStatus,
    to: change.toStatus,
    changed_by: change.changedBy,
    note: change.note,
    created_at: change.createdAt.toISOString(),
  }));
}

/** Files with the URL each downloads from (`absolute` turns the API path into a full URL). */
function leadFileLinksJson(
  lead: { id: string; websiteId: number; files: LeadFileInfo[] },
  absolute: (path: string) => string,
) {
  return leadFilesJson(lead.files).map((file) => ({
    ...file,
    download_url: absolute(leadFilePath(lead.websiteId, lead.id, file.id)),
  }));
}

/** GET /api/v1/websites/{id}/leads/{lead}.json: the lead, its files, deliveries and history. */
export function leadDetailJson(lead: LeadDetail, absolute: (path: string) => string) {
  return {
    ...listedLeadJson(lead),
    files: leadFileLinksJson(lead, absolute),
    deliveries: leadDeliveriesJson(lead.deliveries),
    status_history: leadStatusHistoryJson(lead.statusHistory),
  };
}

/** The CSV export's columns, in order: header and value. */
export const LEAD_CSV_COLUMNS: ReadonlyArray<readonly [string, (lead: ListedLead) => CsvValue]> = [
  ["id", (lead) => lead.id],
  ["created_at", (lead) => lead.createdAt],
  ["status", (lead) => lead.status],
  ["status_changed_at", (lead) => lead.statusChangedAt],
  ["lead_status", (lead) => lead.leadStatus],
  ["category", (lead) => lead.category],
  ["subcategory", (lead) => lead.subcategory],
  ["dealership_id", (lead) => lead.dealershipId],
  ["dealership_slug", (lead) => lead.dealershipSlug],
  ["location_id", (lead) => lead.locationId],
  ["car_id", (lead) => lead.carId],
  ["name", (lead) => lead.name],
  ["first_name", (lead) => lead.firstName],
  ["last_name", (lead) => lead.lastName],
  ["email", (lead) => lead.email],
  ["phone", (lead) => lead.phone],
  ["postcode", (lead) => lead.postcode],
  ["message", (lead) => lead.message],
  ["source", (lead) => lead.source],
  ["url", (lead) => lead.url],
  ["has_files", (lead) => lead.hasFiles],
  // Every other answer of the form, as JSON text.
  ["fields", (lead) => JSON.stringify(lead.fields)],
];
