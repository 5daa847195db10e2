import { inArray } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { media } from "../../schema.ts";

/** What is known of a stored file without reading its bytes. */
export type MediaInfo = {
  id: string;
  contentType: string;
  width: number | null;
  height: number | null;
  sha256: string | null;
};

/** The stored files among these ids (missing ones are left out). */
export async function listMediaInfo(db: Database, ids: string[]): Promise<MediaInfo[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: media.id,
      contentType: media.contentType,
      width: media.width,
      height: media.height,
      sha256: media.sha256,
    })
    .from(media)
    .where(inArray(media.id, ids));
}
