/** Every kind of change the console records, with how the audit page words it. */
export const AUDIT_ACTIONS = {
  "staff.invited": "Invited",
  "staff.invitation-accepted": "Accepted an invitation",
  "staff.invitation-resent": "Sent an invitation again",
  "staff.invitation-revoked": "Withdrew an invitation",
  "staff.grant-removed": "Removed access",
  "lead.status-changed": "Changed a lead's status",
  "lead.assigned": "Assigned a lead",
  "lead.sold": "Marked a lead sold",
  "site.opened": "Opened a new site",
  "site.settings-changed": "Changed site settings",
  "site.location-changed": "Changed a location's phone or hours",
  "site.sending-domain-checked": "Checked the DNS of the site's mail domain",
  "stock.car-created": "Added a car",
  "stock.car-updated": "Changed a car",
  "stock.car-published": "Published a car",
  "stock.car-unpublished": "Took a car off the site as a draft",
  "stock.car-sold": "Sold a car with a lead",
  "stock.car-marked-sold": "Marked a car sold",
  "stock.feed-confirmed": "Confirmed a held feed import",
  "stock.feed-discarded": "Discarded a held feed import",
  "reservation.cancelled": "Cancelled a reservation and refunded its deposit",
  "reservation.handed-over": "Handed a reserved car over",
  "reservation.held": "Held a car for a buyer",
  "reservation.hold-released": "Released a hold on a car",
  "content.draft-saved": "Saved a content draft",
  "content.published": "Published content",
  "content.restored": "Restored an earlier version",
  "content.unpublished": "Took content off the site as a draft",
  "content.deleted": "Deleted content",
  "content.undeleted": "Restored deleted content",
  "media.uploaded": "Uploaded to the media library",
  "media.changed": "Changed a media file's alt text",
  "media.deleted": "Deleted from the media library",
  "search.page-saved": "Saved a search page",
  "search.page-deleted": "Deleted a search page",
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** One audit entry as read back: who did what to what, when, and the subject before and after. */
export type AuditEntry = {
  id: number;
  websiteId: number | null;
  actorEmail: string;
  /** The actor's name, or its email when it has none or its account is gone. */
  actorName: string;
  action: AuditAction;
  subject: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
  /** The zone its time is shown in: its site's (settings `timeZone`), UTC for a platform entry. */
  timeZone: string;
  /** What the entry points at by id, named as the log is read (`auditSentence`). */
  names: AuditNames;
};

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, value);
}

/**
 * What the log's reader knows of the things an entry points at by id, looked up when the log is
 * read: the car (its subject, or the car a lead was sold with), the person (the one a lead was
 * assigned to, the one whose access was removed) and the location. Each may be gone.
 */
export type AuditNames = {
  /** The entry's site (its name now), for the log's site column. */
  site?: string | null;
  car?: { name: string; stockNumber: string } | null;
  person?: string | null;
  location?: string | null;
};
