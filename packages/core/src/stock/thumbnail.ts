/** Stock thumbnails (spec §3 `thumbnails`): 3:2 like the photos, small enough for a list. */
export const THUMBNAIL_SIZE = { width: 360, height: 240 } as const;

/**
 * The thumbnail of a stored photo: the media route's fill-crop at THUMBNAIL_SIZE. A photo held
 * elsewhere (a feed's own URL) is its own thumbnail: its host decides its sizes.
 */
export function thumbnailUrl(url: string): string {
  if (!url.startsWith("/media/")) return url;
  const [path] = url.split(/[?#]/, 1);
  return `${path}?w=${THUMBNAIL_SIZE.width}&h=${THUMBNAIL_SIZE.height}`;
}
