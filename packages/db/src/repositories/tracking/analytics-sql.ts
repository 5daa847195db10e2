import { sql } from "drizzle-orm";

/**
 * The groupings every analytics figure shares, over tracking_events: the raw reads and the
 * daily rollups group by the same expressions, so a rolled-up day answers as its raw events did.
 */

// The campaign source of an event: utm_source, else the click id's network, else direct.
export const EVENT_SOURCE = sql`coalesce(nullif(properties->>'utm_source', ''),
  case when properties ? 'gclid' then 'google' when properties ? 'fbclid' then 'facebook' end,
  'direct')`;
export const EVENT_DAY = sql`to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD')`;
export const EVENT_VARIANT = sql`coalesce(properties->>'variant', '')`;
export const IS_CONVERSION = sql`coalesce((properties->>'conversion') = 'true', false)`;

/** Rows of the web vitals, kept apart from the counts (their own daily table). */
export const WEB_VITAL_ROW = "web_vital";

/** The collector ids of a vehicle view (spec §9: "View Vehicle" and "View Item"). */
export const VEHICLE_VIEW_IDS = [3, 4] as const;

/** A web vital row's page group, and the 75th percentile of its values over a group of rows. */
export const WEB_VITAL_GROUP = sql`coalesce(properties->>'page_group', 'other')`;
export const WEB_VITAL_P75 = sql`percentile_cont(0.75) within group (order by (properties->>'value')::float8)`;
