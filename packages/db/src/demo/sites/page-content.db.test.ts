import { describe, expect, it } from "vitest";
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

  it("lists videos with their length", () => {
    expect(
      pageHtml([
        { kind: "videos", videos: [{ title: "Hitching", minutes: 4, href: "https://x.test/v" }] },
      ]),
    ).toBe('<ol><li><a href="https://x.test/v">Hitching</a> (4 min)</li></ol>');
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
