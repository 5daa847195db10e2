import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../client.ts";
import { getMedia } from "../repositories/media/get-media.ts";
import { media } from "../schema.ts";
import type { MediaStore } from "./media-store.ts";

/** The embedded default: the bytes are kept in the media row itself. */
export function databaseMediaStore(db: Database): MediaStore {
  return {
    kind: "database",
    async put(file) {
      await db
        .insert(media)
        .values({
          id: file.id,
          contentType: file.contentType,
          bytes: file.bytes,
          sha256: sha256Hex(file.bytes),
          width: file.width ?? null,
          height: file.height ?? null,
        })
        .onConflictDoNothing();
    },
    async get(id) {
      const file = await getMedia(db, id);
      return file?.bytes ? { contentType: file.contentType, bytes: file.bytes } : null;
    },
    has: (id) => hasMediaRow(db, id),
    async remove(id) {
      await db.delete(media).where(eq(media.id, id));
    },
  };
}

export async function hasMediaRow(db: Database, id: string): Promise<boolean> {
  const rows = await db.select({ id: media.id }).from(media).where(eq(media.id, id)).limit(1);
  return rows.length > 0;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}
