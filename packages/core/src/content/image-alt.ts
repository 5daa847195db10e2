/**
 * An image's description on the site: the item's own (a banner's), else the media library's for
 * that file (required at upload), else none. One rule for offers and banners alike.
 */
export function imageAltOf(own: string | null | undefined, library: string | null | undefined) {
  const mine = own?.trim();
  if (mine) return mine;
  return library?.trim() ?? "";
}

const LIBRARY_URL = /^\/media\/([A-Za-z0-9_./-]+)$/;

/** The media library file a stored image URL names (`/media/{id}`), or null. */
export function libraryMediaIdOf(url: string | null | undefined): string | null {
  return (url && LIBRARY_URL.exec(url)?.[1]) || null;
}
