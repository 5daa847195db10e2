import { eq } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { media } from "../../schema.ts";

export type MediaFile = { id: string; contentType: string; bytes: Buffer };

export async function getMedia(db: Database, id: string): Promise<MediaFile | null> {
  const [row] = await db
    .select({ id: media.id, contentType: media.contentType, bytes: media.bytes })
    .from(media)
    .where(eq(media.id, id))
    .limit(1);
  return row ?? null;
}
