import { createHash } from "node:crypto";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../client.ts";
import * as schema from "../schema.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { seedDemoData } from "./seed.ts";

/**
 * The demo data is a fixture other tests, the e2e suite and the benchmarks rely on: reshaping
 * the code that generates it must not change one row or one image byte. This pins a SHA-256 of
 * every seeded table (rows sorted, image bytes hashed) for a fixed seeding instant. If a change
 * to the demo data is intended, update the digests of the tables it touches.
 */

/** Far from any wall-clock date, so a value stamped by a column default is told apart. */
const NOW = new Date("2020-06-15T00:00:00Z");
const SEEDED_AT = "<seeded at>";

const EMPTY = createHash("sha256").update("").digest("hex");

const EXPECTED: Record<string, string> = {
  blog_posts: "a63d1478cc751e5ec2bf6f533b6c88504876550cdaaec545fe8f9cd1fdcb42e4",
  car_images: "79d088288962f7b4830ff641a4d4977601ae05c71d85780dd40396c1e07c58eb",
  careers: "88c9343cf166581ab6bee41c1b64c4aafe3ec8c31bc6591b5345faea27e6a3f4",
  // With each car's search text (lower-cased name, make, model, series, badge, body, stock number).
  cars: "a1a016fd273c24817965b562a1ec1b77be986ad9ada08ace236abac7476062c3",
  dealerships: "5c446340e936f1247c9d667e04b5c8d2853cb135c9bf9d0bda8819e8a8148204",
  // Verified by the operator at seeding (the local cluster's Caddy gives them certificates).
  domains: "1886050246e7fd5ed3dab0aa89235538eb14f0d337e9cb3ac4e7954d94c82800",
  locations: "bbd185223f05e07c6b11e89bfa39d242523758bb1a28b42ef1c475181758569a",
  // Each image row carries the SHA-256 of its bytes (written by the media store).
  media: "1e0297d04da9b38cc8cce987ea905f3c82f76243ace0e9a5ccc5e796b772dfbc",
  offers: "388e5bff8de8691c1c7ed31231a418e8de1d52a58d05db62ec8b7d3f5f8b7442",
  pages: "3786d4e7bd07db68c92df0b41eabacd9226dd7914b1244347a6eb8f9ad12e093",
  range_models: "57fd1159c461ed241a2be378a1f040108eb9fff301542c5ef511d0dd61b683bb",
  reviews: "37a1feae8c7e58d4636877c4a25c1af32742782c019645b1a5c27cadf47f5353",
  // Each search page with its description (none in the demo data: null).
  search_slugs: "f538f63c25096250c7454ba4a7f257876ed9414bbf837eef828c3b2770f7902d",
  // Metro Pre-Owned names a text-message number (leads.smsFrom); every demo site names its
  // ticked opt-in box (new sites start it unticked).
  websites: "e191808053d85b3d95fc3bd8686e7a7e88e948a2d859dd4d636c902c521a70d5",
  // The demo console users, one per role (demo-staff.ts), and the grants of the two dealer ones.
  staff_grants: "1a32eb7d26e2b12294833a403bfe87e4377b66d88a986abbc48e2c05c97c3e3a",
  staff_users: "86129831a5d5808e61547a748cd354e3d3a9111865745d31ed3ca595071833f8",
  // Tables the demo data leaves empty: the digest of no rows.
  api_keys: EMPTY,
  content_redirects: EMPTY,
  deleted_content: EMPTY,
  site_banner_times: EMPTY,
  site_feed_pulls: EMPTY,
  staff_push_subscriptions: EMPTY,
  content_versions: EMPTY,
  feed_imports: EMPTY,
  garage_sessions: EMPTY,
  garage_sign_in_codes: EMPTY,
  garage_users: EMPTY,
  lead_messages: EMPTY,
  lead_reads: EMPTY,
  lead_reminders: EMPTY,
  lead_status_changes: EMPTY,
  lead_files: EMPTY,
  leads: EMPTY,
  outbox: EMPTY,
  platform_secrets: EMPTY,
  staff_audit_log: EMPTY,
  staff_invitations: EMPTY,
  staff_passkey_challenges: EMPTY,
  sending_domains: EMPTY,
  staff_passkeys: EMPTY,
  staff_sessions: EMPTY,
  staff_sign_in_codes: EMPTY,
  reservations: EMPTY,
  test_payments: EMPTY,
  tracking_daily_car_views: EMPTY,
  tracking_daily_counts: EMPTY,
  tracking_daily_totals: EMPTY,
  tracking_daily_sessions: EMPTY,
  tracking_events: EMPTY,
  tracking_rollups: EMPTY,
  watchlist_items: EMPTY,
  web_vitals_daily: EMPTY,
  cache_tag_expiries: EMPTY,
};

/** Tables whose rows the migrations make, not the seed: a random id, so not pinned, only counted. */
const MADE_BY_MIGRATION: Record<string, number> = { database_identity: 1 };

const TABLES = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

let handle: DatabaseHandle;
let seedingStarted: number;
let seedingEnded: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  seedingStarted = Date.now();
  await seedDemoData(handle.db, { now: NOW });
  seedingEnded = Date.now();
});

afterAll(async () => {
  await handle?.close();
});

/** One value as stable text: instants stamped while seeding and byte strings are normalised. */
function canonical(value: unknown): unknown {
  if (value instanceof Date) {
    const time = value.getTime();
    return time >= seedingStarted && time <= seedingEnded ? SEEDED_AT : value.toISOString();
  }
  if (value instanceof Uint8Array)
    return `sha256:${createHash("sha256").update(value).digest("hex")}`;
  if (typeof value === "bigint") return value.toString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

async function tableDigest(table: PgTable): Promise<string> {
  const rows = await handle.db.select().from(table);
  const lines = rows.map((row) => JSON.stringify(canonical(row))).sort();
  return createHash("sha256").update(lines.join("\n")).digest("hex");
}

describe("demo data digest", () => {
  it("covers every table in the database", async () => {
    const result = (await handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    const inDatabase = result.rows.map((row) => row.table_name).sort();
    expect(TABLES.map((table) => getTableName(table)).sort()).toEqual(inDatabase);
  });

  it("generates the same rows and image bytes for the same seed and instant", async () => {
    const digests: Record<string, string> = {};
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const name = getTableName(table);
      if (name in MADE_BY_MIGRATION) counts[name] = (await handle.db.select().from(table)).length;
      else digests[name] = await tableDigest(table);
    }
    expect(digests).toEqual(EXPECTED);
    expect(counts).toEqual(MADE_BY_MIGRATION);
  });
});
