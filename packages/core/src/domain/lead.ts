import type { SkipRecord } from "./skip-record.ts";

/** Where a complete lead is delivered; one outbox row per channel the dealership configured. */
export const DELIVERY_CHANNELS = ["email", "adf", "webhook"] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** The statuses of a delivery still owed: a worker may claim it once it is due. */
export const OWED_DELIVERY_STATUSES = ["pending", "retrying", "sending", "unknown"] as const;

/**
 * pending: due now or never tried; retrying: failed, waiting for its back-off; sending: handed
 * to its channel by a worker that holds a lease on it (a lapsed lease means the worker died
 * mid-send); unknown: the send may or may not have arrived (the server went quiet after taking
 * it), retried after a back-off under the same Message-ID or webhook key; delivered: done;
 * held: kept in the outbox on purpose (mail with no SMTP server configured) and logged;
 * failed: never tried again, because retrying cannot help (a payload that does not parse, a
 * lead that no longer exists) or the tries ran out; `lastError` says why, and an operator acts.
 */
export const DELIVERY_STATUSES = [
  ...OWED_DELIVERY_STATUSES,
  "delivered",
  "held",
  "failed",
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export type LeadDelivery = {
  channel: DeliveryChannel;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
};

export type LeadFileInfo = {
  id: string;
  fieldName: string;
  filename: string;
  contentType: string;
  size: number;
};

/** A lead as stored: what the API returns and what the deliveries are built from. */
export type StoredLead = {
  id: string;
  websiteId: number;
  dealershipId: number | null;
  dealershipSlug: string | null;
  locationId: number | null;
  carId: number | null;
  category: string;
  subcategory: string | null;
  leadStatus: string;
  isFormCompleted: boolean;
  stepNumber: number | null;
  skippedSteps: SkipRecord[];
  name: string | null;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  postcode: string | null;
  message: string | null;
  fields: Record<string, unknown>;
  source: string;
  url: string | null;
  userAgent: string | null;
  visitedPages: string[];
  linkedQueryParams: Record<string, string>;
  hasFiles: boolean;
  createdAt: Date;
  updatedAt: Date;
};
