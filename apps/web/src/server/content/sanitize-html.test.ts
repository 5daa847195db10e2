import { describe, expect, it } from "vitest";
import { cleanHtml, removedSentencesOf, sanitizeHtml } from "./sanitize-html.ts";

describe("sanitizeHtml", () => {
  it("keeps ordinary content", () => {
    const html = "<h2>Warranty</h2><p>Up to <strong>5 years</strong>.</p><ul><li>One</li></ul>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("removes scripts, styles, iframes and event handlers", () => {
    const out = sanitizeHtml(
      '<p onclick="steal()">Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe><img src="/media/a.jpg" onerror="x()" alt="A">',
    );
    expect(out).toBe('<p>Hi</p><img src="/media/a.jpg" alt="A" />');
  });

  it("drops javascript: and data: URLs", () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" alt="">')).toBe('<img alt="" />');
  });

  it("opens other sites in a new tab, keeps internal and tel: links in the tab", () => {
    expect(sanitizeHtml('<a href="https://example.com">e</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">e</a>',
    );
    expect(sanitizeHtml('<a href="/warranty" target="_blank">w</a>')).toBe(
      '<a href="/warranty">w</a>',
    );
    expect(sanitizeHtml('<a href="tel:0754431200">call</a>')).toBe(
      '<a href="tel:0754431200">call</a>',
    );
  });

  it("turns a stored h1 into h2 so the page keeps one h1", () => {
    expect(sanitizeHtml("<h1>Title</h1>")).toBe("<h2>Title</h2>");
  });
});

describe("cleanHtml", () => {
  it("reports nothing when only attributes the site does not keep changed", () => {
    const { removed } = cleanHtml(
      '<p class="editor-paragraph" data-lexical="1">Hi</p><a href="https://example.com">e</a><a href="/in" target="_blank">in</a><img src="/media/a.jpg" alt="A" style="width:10px">',
    );
    expect(removed).toEqual([]);
  });

  it("says what was removed", () => {
    const { removed } = cleanHtml(
      '<p onclick="steal()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><iframe src="https://x.test"></iframe>',
    );
    expect(removed).toEqual([
      "An event handler (onclick) was removed.",
      "A script element was removed.",
      "An unsafe link (javascript:) was removed.",
      "An iframe element was removed.",
    ]);
  });
});

describe("removedSentencesOf", () => {
  it("reads back the sanitiser's own sentences from a new item's redirect, and no other words", () => {
    const { removed } = cleanHtml(
      '<p onclick="x()">Hi</p><script>1</script><a href="javascript:alert(1)">x</a><iframe></iframe>',
    );
    expect(removedSentencesOf(removed)).toEqual(removed);
    expect(removedSentencesOf(removed[0])).toEqual([removed[0]]);
    expect(removedSentencesOf(undefined)).toEqual([]);
    expect(
      removedSentencesOf([
        "Your password has expired: sign in at evil.test.",
        "A script element was removed. Call 0400 000 000.",
        "A script element was removed.",
        "A script element was removed.",
      ]),
    ).toEqual(["A script element was removed."]);
  });
});
