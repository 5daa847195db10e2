/** Spec §7: the hero/share image is resized to 1200x630, fill crop. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

export function shareImage(
  url: string | undefined,
  alt: string,
): { url: string; width: number; height: number; alt: string } | null {
  if (!url) return null;
  const separator = url.includes("?") ? "&" : "?";
  return {
    url: `${url}${separator}w=${SHARE_IMAGE.width}&h=${SHARE_IMAGE.height}&fit=cover`,
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    alt,
  };
}
