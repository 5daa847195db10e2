import "server-only";
import { sql } from "drizzle-orm";
import { pendingMigrations } from "@forecourt/db/pending-migrations";
import { db } from "../db.ts";
import { env } from "../env.ts";
import { redisClient, redisReady } from "../redis.ts";
import { isDraining } from "../http/draining.ts";
import { isStarting } from "./starting.ts";

/** How long one check may take before it counts as failed: a probe must answer quickly. */
const CHECK_TIMEOUT_MS = 2_000;

type ReadinessCheck = "starting" | "database" | "migrations" | "redis" | "stopping";

/** One check's answer: `ok`, or why not; `skipped` when it does not apply (no REDIS_URL). */
type CheckResult = { status: "ok" | "failed" | "skipped"; detail?: string };

const ok: CheckResult = { status: "ok" };
const failed = (detail: string): CheckResult => ({ status: "failed", detail });

/** What a web server needs before a load balancer sends it traffic, one check per fact. */
const READINESS_CHECKS = {
  // Until the start-up (start-up.ts) has migrated the database and seeded the demo sites.
  starting: async () =>
    isStarting() ? failed("starting: migrating the database and seeding the demo sites") : ok,
  database: async () => {
    await (await db()).execute(sql`select 1`);
    return ok;
  },
  migrations: async () => {
    const pending = await pendingMigrations(await db(), env().MIGRATIONS_DIR);
    return pending.length === 0
      ? ok
      : failed(`${pending.length} migration(s) not applied: ${pending.join(", ")}`);
  },
  redis: async () => {
    const client = redisClient();
    if (!client) return { status: "skipped", detail: "REDIS_URL is not set" };
    await redisReady();
    const answer = await client.ping();
    return answer === "PONG" ? ok : failed(`Redis answered ${answer}`);
  },
  stopping: async () => (isDraining() ? failed("stopping: finishing its work") : ok),
} satisfies Record<ReadinessCheck, () => Promise<CheckResult>>;

function withTimeout(check: () => Promise<CheckResult>): Promise<CheckResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(
      () => resolve(failed(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([
    check().catch((error: unknown) =>
      failed(error instanceof Error ? error.message : String(error)),
    ),
    timeout,
  ]).finally(() => clearTimeout(timer));
}

type Readiness = {
  isReady: boolean;
  /** Still in its start-up: the other checks are not run (the database is being migrated). */
  isStarting: boolean;
  checks: Record<ReadinessCheck, CheckResult>;
};

/** Runs every check side by side; ready when none failed. */
export async function checkReadiness(): Promise<Readiness> {
  const names = Object.keys(READINESS_CHECKS) as ReadinessCheck[];
  if (isStarting()) {
    const checks = Object.fromEntries(
      names.map((name) => [name, { status: "skipped", detail: "starting" }]),
    ) as Record<ReadinessCheck, CheckResult>;
    return {
      isReady: false,
      isStarting: true,
      checks: { ...checks, starting: await READINESS_CHECKS.starting() },
    };
  }
  const results = await Promise.all(names.map((name) => withTimeout(READINESS_CHECKS[name])));
  const checks = Object.fromEntries(names.map((name, i) => [name, results[i]!])) as Record<
    ReadinessCheck,
    CheckResult
  >;
  return {
    isReady: results.every((result) => result.status !== "failed"),
    isStarting: false,
    checks,
  };
}
