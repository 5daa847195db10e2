import { eq } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { media } from "../../schema.ts";

/** A stored file; `bytes` is null when they live in object storage (see the media store). */
type MediaFile = { id: string; contentType: string; bytes: Buffer | null };

export async function getMedia(db: Database, id: string): Promise<MediaFile | null> {
  const [row] = await db
    .select({ id: media.id, contentType: media.contentType, bytes: media.bytes })
    .from(media)
    .where(eq(media.id, id))
    .limit(1);
  return row ?? null;
}
