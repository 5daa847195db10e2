import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { listenOnPostgres } from "./client.ts";

const url = process.env.DATABASE_URL;
const CHANNEL = "listen_reconnect_test";
const APP = "forecourt-listen-reconnect-test";

/** Resolves once `count()` reaches `at`, or fails after `ms`. */
async function until(count: () => number, at: number, ms = 10_000) {
  const started = Date.now();
  while (count() < at) {
    if (Date.now() - started > ms) throw new Error(`waited ${ms} ms for ${at}, have ${count()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// The embedded database has no connection to lose: this is PostgreSQL's.
describe.skipIf(!url)("a LISTEN connection PostgreSQL drops", () => {
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  it("is opened again, looks for work once, and hears the notices sent after", async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    stops.push(() => admin.end());
    let notices = 0;
    const listenUrl = `${url}${url!.includes("?") ? "&" : "?"}application_name=${APP}`;
    const stop = await listenOnPostgres(pg.Client, listenUrl, CHANNEL, () => notices++, {
      first: 50,
      most: 200,
    });
    stops.unshift(stop);

    await admin.query(`NOTIFY ${CHANNEL}`);
    await until(() => notices, 1);

    // A restart, failover or an operator ending the backend: the connection is gone.
    const ended = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1",
      [APP],
    );
    expect(ended.rowCount).toBe(1);
    // Back: one call to look for what was queued while it was away...
    await until(() => notices, 2);
    // ...and listening again: a notice after the loss is heard.
    await admin.query(`NOTIFY ${CHANNEL}`);
    await until(() => notices, 3);
    const listening = await admin.query(
      "select count(*)::int as n from pg_stat_activity where application_name = $1",
      [APP],
    );
    expect(listening.rows[0].n).toBe(1);
  });

  it("stops trying once stopped", async () => {
    let notices = 0;
    const listenUrl = `${url}${url!.includes("?") ? "&" : "?"}application_name=${APP}-stop`;
    const stop = await listenOnPostgres(pg.Client, listenUrl, CHANNEL, () => notices++, {
      first: 50,
      most: 200,
    });
    await stop();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const left = await admin.query(
        "select count(*)::int as n from pg_stat_activity where application_name = $1",
        [`${APP}-stop`],
      );
      expect(left.rows[0].n).toBe(0);
      expect(notices).toBe(0);
    } finally {
      await admin.end();
    }
  });
});
