import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseSiteDocument } from "@forecourt/core/site/site-document";
import { env } from "@forecourt/env/env";
import { EMBEDDED_CACHE_FOLDERS } from "@forecourt/env/runtime-env";
import { databaseOptionsOf, openDatabase } from "../client.ts";
import { isDataFolderInUse } from "../data-folder-lock.ts";
import { applySiteDocument } from "../repositories/sites/apply-site-document.ts";

/**
 * npm run site -- apply FILE [--api URL]
 *
 * Applies a site document (core site-document.ts) straight to the database the web app uses
 * (DATABASE_URL, or the embedded one under apps/web/DATA_DIR), and prints what changed. The
 * embedded database can only be opened by one process, so the server is stopped: its page and
 * data caches on disk are cleared with the write, and it shows the change when it starts; while a
 * server has the folder, the command refuses and writes nothing (data-folder-lock.ts). With
 * DATABASE_URL or REDIS_URL, running servers do not see the change until the site's cache tags
 * expire (their data cache keeps the old site for up to a year); for them, pass --api with a
 * server's address: the file is sent as PUT /api/v1/sites/{slug}.json (API_BASIC_AUTH_USER and
 * API_BASIC_AUTH_PASSWORD from the environment), which expires what changed. The environment is
 * read and checked as the server reads it (packages/env).
 */

const USAGE = "Usage: npm run site -- apply FILE [--api http://localhost:3000]";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

async function main(args: string[]): Promise<number> {
  const [command, file, ...rest] = args;
  const apiAt = rest[0] === "--api" ? rest[1] : undefined;
  if (command !== "apply" || !file || (rest.length > 0 && !apiAt)) {
    console.error(USAGE);
    return 2;
  }
  let input: unknown;
  try {
    input = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    console.error(`${file} is not a readable JSON file: ${(error as Error).message}`);
    return 1;
  }
  const parsed = parseSiteDocument(input, { platformDomain: env().PLATFORM_DOMAIN });
  if (!parsed.ok) {
    console.error(`${file} is not a valid site document:`);
    for (const [field, message] of Object.entries(parsed.errors)) {
      console.error(`  ${field}: ${message}`);
    }
    return 1;
  }
  return apiAt ? putToServer(apiAt, input, parsed.document.slug) : applyHere(parsed.document);
}

async function applyHere(document: Parameters<typeof applySiteDocument>[1]): Promise<number> {
  const config = env();
  const web = path.resolve(root, "apps/web");
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  try {
    handle = await openDatabase({
      ...databaseOptionsOf(config, web),
      lockAs: { command: "site command" },
    });
  } catch (error) {
    // A running server has the embedded database: nothing is written, the answer says how.
    if (!isDataFolderInUse(error)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    const result = await applySiteDocument(handle.db, document);
    if (!result.ok) {
      console.error(`Refused, nothing written: ${result.field}: ${result.message}`);
      return 1;
    }
    report(result.slug, result.status, result.websiteId, result.changes);
    if (result.status === "unchanged") return 0;
    if (config.DATABASE_URL || config.REDIS_URL) {
      console.log(
        "A running server shows this once the site's cache tags expire; use --api to apply through it.",
      );
    } else {
      // The embedded database is the stopped server's alone: its caches on disk go with it.
      for (const folder of EMBEDDED_CACHE_FOLDERS) {
        await rm(path.join(web, folder), { recursive: true, force: true });
      }
      console.log("The server's page and data caches were cleared: it shows this when it starts.");
    }
    return 0;
  } finally {
    await handle.close();
  }
}

async function putToServer(base: string, document: unknown, slug: string): Promise<number> {
  const { API_BASIC_AUTH_USER: user, API_BASIC_AUTH_PASSWORD: password } = env();
  const response = await fetch(new URL(`/api/v1/sites/${slug}.json`, base), {
    method: "PUT",
    headers: {
      authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`,
      "content-type": "application/json",
    },
    body: JSON.stringify(document),
  });
  const body = (await response.json().catch(() => ({}))) as {
    status?: string;
    website_id?: number;
    changes?: string[];
    error?: string;
    errors?: Record<string, string>;
  };
  if (!response.ok) {
    console.error(`The server refused it (${response.status}): ${body.error ?? "no message"}`);
    for (const [field, message] of Object.entries(body.errors ?? {})) {
      console.error(`  ${field}: ${message}`);
    }
    return 1;
  }
  report(slug, body.status ?? "?", body.website_id ?? 0, body.changes ?? []);
  return 0;
}

function report(slug: string, status: string, websiteId: number, changes: string[]): void {
  console.log(`${slug} (website ${websiteId}): ${status}`);
  if (changes.length === 0) console.log("  nothing written");
  for (const change of changes) console.log(`  ${change}`);
}

process.exitCode = await main(process.argv.slice(2));
