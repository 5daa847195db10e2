import "server-only";
import { revalidateTag } from "next/cache";

/**
 * Expires cache tags at once, so the next request reads the change: `expire: 0` makes the next
 * request for a tagged page or query wait for fresh data instead of being served the old price
 * once (the "max" profile's stale-while-revalidate).
 */
export function expireTags(tags: readonly string[]): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}
