import type { LeadWorkflowStatus } from "./lead-statuses.ts";

/** Statuses in which a lead waits for nobody: the overdue clock stops. */
export const CLOSED_LEAD_STATUSES = [
  "sold",
  "lost",
] as const satisfies readonly LeadWorkflowStatus[];

/** A site's response target when its settings name none (`leads.responseTargetMinutes`). */
export const DEFAULT_RESPONSE_TARGET_MINUTES = 120;
export const MIN_RESPONSE_TARGET_MINUTES = 5;
export const MAX_RESPONSE_TARGET_MINUTES = 7 * 24 * 60;

const MINUTE_MS = 60_000;

/** What the response rules read of a lead. */
export type LeadTiming = {
  status: string;
  isFormCompleted: boolean;
  createdAt: Date;
  /** When the shopper was first contacted (an email or text sent, a call logged). */
  firstContactedAt: Date | null;
};

type OverdueDecision =
  | { isOverdue: true; overdueByMs: number }
  | {
      isOverdue: false;
      /**
       * answered: the shopper was contacted. closed: sold or lost without contact (a sale at
       * the yard, spam). incomplete: a multi-step form part-way, not yet a lead
       * to answer. within-target: still waiting, but not for longer than the target.
       */
      reason: "answered" | "closed" | "incomplete" | "within-target";
    };

/**
 * Is this lead overdue: finished, nobody has contacted the shopper, and waiting longer than the
 * site's target? A status change alone does not answer a lead; a closed one (sold, lost) is not
 * waiting. Exactly at the target it is not yet overdue.
 */
export function decideOverdue(lead: LeadTiming, targetMinutes: number, now: Date): OverdueDecision {
  if (lead.firstContactedAt !== null) return { isOverdue: false, reason: "answered" };
  if ((CLOSED_LEAD_STATUSES as readonly string[]).includes(lead.status)) {
    return { isOverdue: false, reason: "closed" };
  }
  if (!lead.isFormCompleted) return { isOverdue: false, reason: "incomplete" };
  const overdueByMs = now.getTime() - lead.createdAt.getTime() - targetMinutes * MINUTE_MS;
  return overdueByMs > 0
    ? { isOverdue: true, overdueByMs }
    : { isOverdue: false, reason: "within-target" };
}

/** The instant before which a new lead made is overdue now (for a query to compare with). */
export function overdueBefore(targetMinutes: number, now: Date): Date {
  return new Date(now.getTime() - targetMinutes * MINUTE_MS);
}

/** How long the shopper waited for the first answer; null while nobody has answered. */
export function responseTimeMs(lead: Pick<LeadTiming, "createdAt" | "firstContactedAt">) {
  if (lead.firstContactedAt === null) return null;
  return Math.max(0, lead.firstContactedAt.getTime() - lead.createdAt.getTime());
}

/** The middle value (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** One group's median response time over the answered leads in it. */
export type ResponseMedian<K> = { key: K; medianMs: number; answered: number };

/** The order medians are shown in: fastest first, then by key. */
export function byFastestResponse<K extends string | number>(
  a: ResponseMedian<K>,
  b: ResponseMedian<K>,
): number {
  return a.medianMs - b.medianMs || String(a.key).localeCompare(String(b.key));
}

/** A duration as a person reads it: "45 min", "2 h 5 min", "3 d 4 h". */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / MINUTE_MS));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}
