/**
 * A video a page links to is one video, not a search: its address is checked as a YouTube watch
 * link (or its short youtu.be form) or a Vimeo video, and written back in one canonical form.
 */

type VideoUrl =
  | { ok: true; provider: "youtube" | "vimeo"; id: string; url: string }
  | { ok: false; reason: "not-a-url" | "not-a-video-host" | "not-one-video" };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[0-9]{6,12}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);

/** The video an address names, or why it names none (a search page, a channel, another site). */
export function parseVideoUrl(input: string): VideoUrl {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return { ok: false, reason: "not-a-url" };
  }
  if (url.protocol !== "https:") return { ok: false, reason: "not-a-url" };
  if (YOUTUBE_HOSTS.has(url.hostname) || url.hostname === "youtu.be") {
    const id =
      url.hostname === "youtu.be"
        ? url.pathname.slice(1)
        : url.pathname === "/watch"
          ? (url.searchParams.get("v") ?? "")
          : "";
    if (!YOUTUBE_ID.test(id)) return { ok: false, reason: "not-one-video" };
    return { ok: true, provider: "youtube", id, url: `https://www.youtube.com/watch?v=${id}` };
  }
  if (url.hostname === "vimeo.com" || url.hostname === "www.vimeo.com") {
    const id = url.pathname.slice(1);
    if (!VIMEO_ID.test(id)) return { ok: false, reason: "not-one-video" };
    return { ok: true, provider: "vimeo", id, url: `https://vimeo.com/${id}` };
  }
  return { ok: false, reason: "not-a-video-host" };
}
