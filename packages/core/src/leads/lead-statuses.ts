/**
 * Where the dealer is with a lead (issue 36 "Leads out"). Not to be confused with spec §3
 * `lead_status` ("New" / "Incomplete", core `domain/lead-status.ts`), which says whether a
 * multi-step form was finished.
 */
export const LEAD_STATUSES = ["new", "contacted", "appointment", "sold", "lost"] as const;
export type LeadWorkflowStatus = (typeof LEAD_STATUSES)[number];

/** The status every lead starts in (the column's default). */
export const INITIAL_LEAD_STATUS: LeadWorkflowStatus = "new";

/**
 * The changes a dealer may make from each status. A lead never goes back to "new" (someone has
 * looked at it); a sale can fall through (lost) and a lost lead can be taken up again
 * (contacted).
 */
export const LEAD_STATUS_CHANGES = {
  new: ["contacted", "appointment", "sold", "lost"],
  contacted: ["appointment", "sold", "lost"],
  appointment: ["contacted", "sold", "lost"],
  sold: ["lost"],
  lost: ["contacted"],
} as const satisfies Record<LeadWorkflowStatus, readonly LeadWorkflowStatus[]>;

export type LeadStatusChangeRefusal = "unknown-status" | "unchanged" | "not-allowed";

type LeadStatusChangeDecision =
  | { isAllowed: true; to: LeadWorkflowStatus }
  | { isAllowed: false; reason: LeadStatusChangeRefusal };

export function isLeadWorkflowStatus(value: unknown): value is LeadWorkflowStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** May a lead in `from` be moved to `to`? The reason when not. */
export function decideLeadStatusChange(from: string, to: string): LeadStatusChangeDecision {
  if (!isLeadWorkflowStatus(to)) return { isAllowed: false, reason: "unknown-status" };
  // A stored status outside the list (written before the list grew) may move anywhere listed.
  if (!isLeadWorkflowStatus(from)) return { isAllowed: true, to };
  if (from === to) return { isAllowed: false, reason: "unchanged" };
  const allowed: readonly LeadWorkflowStatus[] = LEAD_STATUS_CHANGES[from];
  return allowed.includes(to)
    ? { isAllowed: true, to }
    : { isAllowed: false, reason: "not-allowed" };
}

/** The message a client gets for a refused change. */
export function leadStatusChangeMessage(
  reason: LeadStatusChangeRefusal,
  from: string,
  to: string,
): string {
  switch (reason) {
    case "unknown-status":
      return `Use one of: ${LEAD_STATUSES.join(", ")}.`;
    case "unchanged":
      return `The lead is already ${from}.`;
    case "not-allowed": {
      const allowed = isLeadWorkflowStatus(from) ? LEAD_STATUS_CHANGES[from] : LEAD_STATUSES;
      return `A ${from} lead cannot become ${to}; it can become ${allowed.join(" or ")}.`;
    }
  }
}
