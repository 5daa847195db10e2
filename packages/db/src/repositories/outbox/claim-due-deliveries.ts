import { sql } from "drizzle-orm";
import { OWED_DELIVERY_STATUSES } from "@forecourt/core/domain/lead";
import type { Database } from "../../client.ts";
import { FEED_IMAGES_OUTBOX_KIND } from "@forecourt/core/outbox/outbox-payload";
import { rows } from "../../raw-rows.ts";

/** `OWED_DELIVERY_STATUSES` as a SQL list, for `status in (...)`. */
export const owedStatuses = sql.join(
  OWED_DELIVERY_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

export type OutboxItem = {
  id: number;
  /** Null for the platform's own mail (the console's), which no site owns. */
  websiteId: number | null;
  kind: string;
  aggregateId: string;
  payload: Record<string, unknown>;
  /** Including this one. */
  attempts: number;
  /** The id of the request that queued it, when one did: the send's log lines carry it too. */
  requestId?: string | null;
  /** The W3C traceparent of the span that queued it, with traces on: the send's span links it. */
  traceParent?: string | null;
};

export type ClaimOptions = {
  limit: number;
  /** How long a claim holds; a worker that dies mid-delivery lets the row come due again. */
  leaseMs: number;
  /** Only kinds starting with this prefix. */
  kindPrefix?: string;
  /** Only these kinds: a worker claims what it can deliver and leaves other kinds alone. */
  kinds?: readonly string[];
};

type ClaimedRow = {
  id: string | number;
  website_id: number | null;
  kind: string;
  aggregate_id: string;
  payload: unknown;
  attempts: number;
  request_id?: string | null;
  trace_parent?: string | null;
};

/**
 * Claims due deliveries: each claimed row counts an attempt and is pushed out of reach for the
 * lease, in one statement. A `sending` row is due again only once its lease lapsed (the worker
 * that was sending it died or gave up waiting), an `unknown` one after its back-off: both are
 * sent again under the same Message-ID or webhook key. `FOR UPDATE SKIP LOCKED` lets several workers on PostgreSQL share the
 * outbox without taking the same row; on single-connection PGlite statements never overlap,
 * so the same statement is correct there too. Background work (a feed import's images, hundreds
 * of rows at once) is claimed after every due lead and mail, so a dealer's lead never waits
 * behind an import.
 */
export async function claimDueDeliveries(
  db: Database,
  options: ClaimOptions,
): Promise<OutboxItem[]> {
  const prefix = `${options.kindPrefix ?? ""}%`;
  const kinds = options.kinds
    ? sql`and kind in (${sql.join(
        options.kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})`
    : sql``;
  if (options.kinds?.length === 0) return [];
  // Both drivers answer raw SQL with { rows }.
  const result = await rows<ClaimedRow>(
    db,
    sql`
    update outbox
       set attempts = attempts + 1,
           next_attempt_at = now() + (${options.leaseMs} * interval '1 millisecond')
     where id in (
       select id from outbox
        where status in (${owedStatuses})
          and next_attempt_at <= now()
          and kind like ${prefix}
          ${kinds}
        order by kind = ${FEED_IMAGES_OUTBOX_KIND}, next_attempt_at, id
        limit ${options.limit}
        for update skip locked
     )
    returning id, website_id, kind, aggregate_id, payload, attempts, request_id, trace_parent`,
  );
  return result
    .map((row) => ({
      id: Number(row.id),
      websiteId: row.website_id,
      kind: row.kind,
      aggregateId: row.aggregate_id,
      payload: (typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload) as Record<
        string,
        unknown
      >,
      attempts: row.attempts,
      requestId: row.request_id ?? null,
      traceParent: row.trace_parent ?? null,
    }))
    .sort((a, b) => a.id - b.id);
}
