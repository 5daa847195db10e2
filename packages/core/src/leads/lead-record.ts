import type { LeadDelivery, LeadFileInfo, StoredLead } from "../domain/lead.ts";

/** A stored lead with where the dealer is with it (`LEAD_STATUSES`). */
export type ListedLead = StoredLead & {
  status: string;
  /** When the status last changed; null while it is still the first one. */
  statusChangedAt: Date | null;
};

/** One change of a lead's status: who made it, when, and why if they said. */
export type LeadStatusChange = {
  fromStatus: string;
  toStatus: string;
  /** "platform", "api-key:{id}", or a staff user. */
  changedBy: string;
  note: string | null;
  createdAt: Date;
};

/** A lead with everything the platform API shows about it. */
export type LeadDetail = ListedLead & {
  deliveries: LeadDelivery[];
  files: LeadFileInfo[];
  statusHistory: LeadStatusChange[];
};

/** One uploaded file of a lead, with its bytes, for a download. */
export type LeadFileDownload = LeadFileInfo & { bytes: Uint8Array };
