import "server-only";
import { database } from "../../db.ts";
import { AppError } from "../../http/app-error.ts";
import type { PlatformInput } from "../../http/endpoints.ts";
import { NO_STORE } from "../../http/no-store.ts";
import { requirePlatform } from "./site-setup.ts";

const POSTGRES_BACKUP_MESSAGE =
  "This server runs on PostgreSQL (DATABASE_URL): back it up with pg_dump, as docs/deploy.md shows.";

/**
 * GET /api/v1/backup: a consistent copy of the embedded database while the server keeps serving
 * (`npm run backup` asks for it, since no other process may open the folder). Platform credential
 * only; the archive is what `npm run restore` takes.
 */
export async function getBackup({ caller }: PlatformInput<unknown>): Promise<Response> {
  requirePlatform(caller);
  const handle = await database();
  if (!handle.snapshot) throw new AppError("CONFLICT", POSTGRES_BACKUP_MESSAGE);
  const started = Date.now();
  const archive = await handle.snapshot();
  console.info(
    `Backup: the embedded database copied (${archive.size} bytes, ${Date.now() - started} ms)`,
  );
  return new Response(archive.stream(), {
    headers: {
      ...NO_STORE,
      "content-type": "application/gzip",
      "content-length": String(archive.size),
      "content-disposition": 'attachment; filename="forecourt-backup.tar.gz"',
    },
  });
}
