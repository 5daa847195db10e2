import { createWriteStream } from "node:fs";
import { rename, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { env } from "@forecourt/env/env";
import { openDatabase, type DatabaseHandle } from "../client.ts";
import { isDataFolderInUse, liveHolderOf } from "../data-folder-lock.ts";
import { appDatabaseOptionsOf } from "./app-database.ts";

/**
 * npm run backup [FILE] [--api URL]
 *
 * A consistent copy of the embedded database (apps/web/DATA_DIR; the media's bytes are rows of
 * it) as one gzipped archive, for `npm run restore`. While a server has the folder, only it may
 * read it: the copy is asked of it (GET /api/v1/backup with API_BASIC_AUTH_USER and
 * API_BASIC_AUTH_PASSWORD, at the port its lock names, or at --api), and it keeps serving. With
 * no server running, the folder is opened here, under its lock. On PostgreSQL, pg_dump is the
 * tool (docs/deploy.md).
 */

const USAGE = "Usage: npm run backup [FILE] [--api http://localhost:3000]";

/** `[FILE] [--api URL]`: the file and the server to ask; null when the arguments are not that. */
function parseArgs(
  args: string[],
): { fileArg: string | undefined; apiAt: string | undefined } | null {
  const apiIndex = args.indexOf("--api");
  const apiAt = apiIndex >= 0 ? args[apiIndex + 1] : undefined;
  const rest = apiIndex >= 0 ? args.filter((_, i) => i !== apiIndex && i !== apiIndex + 1) : args;
  if (rest.length > 1 || (apiIndex >= 0 && !apiAt) || rest[0]?.startsWith("-")) return null;
  return { fileArg: rest[0], apiAt };
}

type BackupTarget = {
  file: string;
  partial: string;
  dataDir: string;
  config: ReturnType<typeof env>;
};

/** The running server's own backup, downloaded from its API. */
async function backupThroughServer(base: string, { file, partial, config }: BackupTarget) {
  const bytes = await downloadFrom(base, partial, config);
  await rename(partial, file);
  console.log(
    `Backed up the embedded database through the server at ${base}: ${file} (${megabytes(bytes)}).`,
  );
  return 0;
}

/** No server running: the data folder opened (and held) here and its snapshot written. */
async function backupFolder({ file, partial, dataDir, config }: BackupTarget): Promise<number> {
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({
      ...appDatabaseOptionsOf(config),
      migrate: false,
      lockAs: { command: "backup" },
    });
  } catch (error) {
    if (!isDataFolderInUse(error)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    const archive = await handle.snapshot!();
    await writeFile(partial, archive.stream());
    await rename(partial, file);
    console.log(
      `Backed up the embedded database in ${dataDir} (no server running): ${file} (${megabytes(archive.size)}).`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

async function main(args: string[]): Promise<number> {
  const parsed = parseArgs(args);
  if (!parsed) {
    console.error(USAGE);
    return 2;
  }
  const config = env();
  if (config.DATABASE_URL) {
    console.error(
      "DATABASE_URL is set: back PostgreSQL up with pg_dump (and the S3 bucket with its own tools), as docs/deploy.md shows.",
    );
    return 2;
  }
  const file = path.resolve(parsed.fileArg ?? defaultFileName(new Date()));
  const dataDir = appDatabaseOptionsOf(config).dataDir!;
  const server = liveHolderOf(dataDir);
  const target: BackupTarget = { file, partial: `${file}.partial`, dataDir, config };
  try {
    if (!parsed.apiAt && !server) return await backupFolder(target);
    const base = parsed.apiAt ?? (server?.port ? `http://localhost:${server.port}` : null);
    if (base) return await backupThroughServer(base, target);
    console.error(
      `The ${server?.command} (pid ${server?.pid}) has ${dataDir} but its port is not known: pass --api http://localhost:PORT.`,
    );
    return 1;
  } catch (error) {
    await rm(target.partial, { force: true });
    console.error(`Backup failed, nothing written: ${(error as Error).message}`);
    return 1;
  }
}

function defaultFileName(now: Date): string {
  return `forecourt-backup-${now.toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-")}.tar.gz`;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** GET {base}/api/v1/backup into `file`; the platform host, so the proxy routes it to the API. */
function downloadFrom(base: string, file: string, config: ReturnType<typeof env>): Promise<number> {
  const url = new URL("/api/v1/backup", base);
  const auth = `${config.API_BASIC_AUTH_USER}:${config.API_BASIC_AUTH_PASSWORD}`;
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: url.hostname === "localhost" ? "127.0.0.1" : url.hostname,
        port: url.port || 80,
        path: url.pathname,
        headers: {
          host: `${config.PLATFORM_DOMAIN}${url.port ? `:${url.port}` : ""}`,
          authorization: `Basic ${Buffer.from(auth).toString("base64")}`,
        },
      },
      (response) => {
        if (response.statusCode !== 200) {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const body = Buffer.concat(chunks).toString("utf8");
            let message = body.slice(0, 500);
            try {
              message = (JSON.parse(body) as { error?: string }).error ?? message;
            } catch {
              // not JSON: the text as it came
            }
            reject(new Error(`the server answered ${response.statusCode}: ${message}`));
          });
          return;
        }
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        pipeline(response, createWriteStream(file)).then(() => resolve(bytes), reject);
      },
    );
    request.on("error", reject);
  });
}

process.exitCode = await main(process.argv.slice(2));
