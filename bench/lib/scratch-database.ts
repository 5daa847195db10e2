import { randomBytes } from "node:crypto";
import { openDatabase } from "@forecourt/db/client";
import { onInterrupt } from "./on-interrupt.ts";

export type ScratchDatabase = { url: string; drop: () => Promise<void> };

/**
 * A new, empty database on the PostgreSQL server of `serverUrl`, for one run: dropped by `drop()`,
 * also on Ctrl-C. Its name starts with `prefix`.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = await openDatabase({ url: serverUrl, migrate: false, maxConnections: 1 });
  await admin.db.execute(`create database ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  let dropped: Promise<void> | undefined;
  const drop = () => {
    dropped ??= (async () => {
      forget();
      await admin.db.execute(`drop database if exists ${name} with (force)`);
      await admin.close();
    })();
    return dropped;
  };
  const forget = onInterrupt(drop);
  return { url: target.toString(), drop };
}
