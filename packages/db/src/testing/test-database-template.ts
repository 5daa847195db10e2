import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { migrationsFolder, openDatabase } from "../client.ts";
import { pgliteExtensions } from "../pglite-extensions.ts";
// The provided value's type, declared beside the reader (createTestDatabase).
import type {} from "./test-database.ts";

/**
 * The database suite's global setup: migrate one database for the whole run, so that each test
 * file copies it (PGlite loads the dump; PostgreSQL clones the template) instead of creating and
 * migrating its own. Creating an empty PGlite database alone costs seconds of CPU.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  return url ? postgresTemplate(project, url) : pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const folder = await mkdtemp(path.join(tmpdir(), "forecourt-test-template-"));
  const file = path.join(folder, "migrated.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("testDatabaseTemplate", file);
  return () => rm(folder, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject, url: string): Promise<() => Promise<void>> {
  const name = `forecourt_template_${randomBytes(4).toString("hex")}`;
  const admin = await openDatabase({ url, migrate: false, maxConnections: 1 });
  await admin.db.execute(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  // Migrated, then closed: a template database cannot be copied while anyone is connected to it.
  const template = await openDatabase({ url: target.toString(), maxConnections: 1 });
  await template.close();
  project.provide("testDatabaseTemplate", name);
  return async () => {
    await admin.db.execute(`drop database if exists ${name} with (force)`);
    await admin.close();
  };
}
