import type { SkipRecord } from "@forecourt/core/domain/skip-record";
import type { StoredLead } from "@forecourt/core/domain/lead";
import { LEAD_STATUS } from "@forecourt/core/domain/lead-status";
import type { leads } from "../../schema.ts";

/**
 * What the service layer has validated and resolved; the repository stores it as given. The
 * stored lead without what the database assigns (ids, status, source, times).
 */
export type LeadWrite = Omit<
  StoredLead,
  "id" | "websiteId" | "leadStatus" | "source" | "createdAt" | "updatedAt"
>;

export type LeadFileWrite = {
  fieldName: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
};

export function leadColumns(write: LeadWrite) {
  return {
    dealershipId: write.dealershipId,
    dealershipSlug: write.dealershipSlug,
    locationId: write.locationId,
    carId: write.carId,
    category: write.category,
    subcategory: write.subcategory,
    leadStatus: write.isFormCompleted ? LEAD_STATUS.complete : LEAD_STATUS.incomplete,
    isFormCompleted: write.isFormCompleted,
    stepNumber: write.stepNumber,
    skippedSteps: write.skippedSteps,
    name: write.name,
    firstName: write.firstName,
    middleName: write.middleName,
    lastName: write.lastName,
    email: write.email,
    phone: write.phone,
    postcode: write.postcode,
    message: write.message,
    fields: write.fields,
    url: write.url,
    userAgent: write.userAgent,
    visitedPages: write.visitedPages,
    linkedQueryParams: write.linkedQueryParams,
    hasFiles: write.hasFiles,
  };
}

export function toStoredLead(row: typeof leads.$inferSelect): StoredLead {
  return {
    id: row.id,
    websiteId: row.websiteId,
    dealershipId: row.dealershipId,
    dealershipSlug: row.dealershipSlug,
    locationId: row.locationId,
    carId: row.carId,
    category: row.category,
    subcategory: row.subcategory,
    leadStatus: row.leadStatus,
    isFormCompleted: row.isFormCompleted,
    stepNumber: row.stepNumber,
    skippedSteps: row.skippedSteps as SkipRecord[],
    name: row.name,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    postcode: row.postcode,
    message: row.message,
    fields: row.fields as Record<string, unknown>,
    source: row.source,
    url: row.url,
    userAgent: row.userAgent,
    visitedPages: row.visitedPages as string[],
    linkedQueryParams: row.linkedQueryParams as Record<string, string>,
    hasFiles: row.hasFiles,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
