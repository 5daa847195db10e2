import { parseVideoUrl } from "@forecourt/core/content/video-url";

/**
 * A demo CMS page written as structured blocks, stored as the HTML a dealer's CMS would hold.
 * Keeping the blocks as data lets the demo content be read and changed without hand-written
 * markup, and every text is escaped on the way to HTML.
 */
export type PageBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string; link?: { label: string; href: string } }
  | { kind: "image"; src: string; alt: string; width: number; height: number }
  | { kind: "list"; items: string[] }
  /** Each video's own address (a YouTube watch link or a Vimeo video), never a search. */
  | { kind: "videos"; videos: { title: string; minutes: number; href: string }[] };

export type DemoPage = { path: string; title: string; description: string; blocks: PageBlock[] };

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A video's canonical address; a link that names no one video is a mistake in the content. */
function videoHref(href: string): string {
  const video = parseVideoUrl(href);
  if (!video.ok) throw new Error(`Not a video's address (${video.reason}): ${href}`);
  return video.url;
}

function blockHtml(block: PageBlock): string {
  switch (block.kind) {
    case "heading":
      return `<h2>${escape(block.text)}</h2>`;
    case "paragraph": {
      const link = block.link
        ? ` <a href="${escape(block.link.href)}">${escape(block.link.label)}</a>`
        : "";
      return `<p>${escape(block.text)}${link}</p>`;
    }
    case "image":
      return `<figure><img src="${escape(block.src)}" alt="${escape(block.alt)}" width="${block.width}" height="${block.height}" loading="lazy"></figure>`;
    case "list":
      return `<ul>${block.items.map((item) => `<li>${escape(item)}</li>`).join("")}</ul>`;
    case "videos":
      return `<ol>${block.videos
        .map(
          (video) =>
            `<li><a href="${escape(videoHref(video.href))}">${escape(video.title)}</a> (${video.minutes} min)</li>`,
        )
        .join("")}</ol>`;
  }
}

/** The page body as stored HTML. */
export function pageHtml(blocks: PageBlock[]): string {
  return blocks.map(blockHtml).join("\n");
}
