import { describe, expect, it } from "vitest";
import { parseVideoUrl } from "@forecourt/core/content/video-url";
import { COASTLINE_RV_PAGES } from "./coastline-rv-pages.ts";
import { pageHtml } from "./page-content.ts";

describe("pageHtml", () => {
  it("writes each block as its element, in order", () => {
    expect(
      pageHtml([
        { kind: "heading", text: "Why service" },
        { kind: "paragraph", text: "Book ahead.", link: { label: "Book", href: "/service" } },
        { kind: "image", src: "/media/demo/a.jpg", alt: "A van", width: 1200, height: 800 },
        { kind: "list", items: ["One", "Two"] },
      ]),
    ).toBe(
      [
        "<h2>Why service</h2>",
        '<p>Book ahead. <a href="/service">Book</a></p>',
        '<figure><img src="/media/demo/a.jpg" alt="A van" width="1200" height="800" loading="lazy"></figure>',
        "<ul><li>One</li><li>Two</li></ul>",
      ].join("\n"),
    );
  });

  it("lists videos with their length, each at its own watch address", () => {
    expect(
      pageHtml([
        {
          kind: "videos",
          videos: [{ title: "Hitching", minutes: 4, href: "https://youtu.be/q3Vb7kT0yWc" }],
        },
      ]),
    ).toBe(
      '<ol><li><a href="https://www.youtube.com/watch?v=q3Vb7kT0yWc">Hitching</a> (4 min)</li></ol>',
    );
    expect(() =>
      pageHtml([
        {
          kind: "videos",
          videos: [
            {
              title: "Hitching",
              minutes: 4,
              href: "https://www.youtube.com/results?search_query=x",
            },
          ],
        },
      ]),
    ).toThrow(/not-one-video/);
  });

  it("gives every demo how-to video its own watch address", () => {
    const videos = COASTLINE_RV_PAGES.flatMap((page) =>
      page.blocks.flatMap((block) => (block.kind === "videos" ? block.videos : [])),
    );
    expect(videos.length).toBeGreaterThan(0);
    const ids = videos.map((video) => {
      const parsed = parseVideoUrl(video.href);
      expect(parsed, video.href).toMatchObject({ ok: true, provider: "youtube" });
      return parsed.ok ? parsed.id : "";
    });
    expect(new Set(ids).size).toBe(videos.length);
  });

  it("escapes text and attributes", () => {
    expect(pageHtml([{ kind: "paragraph", text: "<b>Tom & Jo's</b>" }])).toBe(
      "<p>&lt;b&gt;Tom &amp; Jo&#39;s&lt;/b&gt;</p>",
    );
    expect(pageHtml([{ kind: "image", src: '/m/"x', alt: "a<b", width: 1, height: 1 }])).toContain(
      'src="/m/&quot;x" alt="a&lt;b"',
    );
  });
});
