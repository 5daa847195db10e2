import sanitize from "sanitize-html";

/**
 * Stored page, post and offer HTML is written in a CMS, so it is cleaned before it is rendered:
 * no scripts, styles, event handlers, iframes or javascript: URLs; links to other sites open in
 * a new tab without access to this one.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    ...sanitize.defaults.allowedTags.filter((tag) => tag !== "h1"),
    "img",
    "figure",
    "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // The page's own h1 is its title; a stored h1 becomes an h2 so each page has one h1.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const isExternal = /^https?:\/\//i.test(href);
      return {
        tagName,
        attribs: isExternal
          ? { ...attribs, target: "_blank", rel: "noopener noreferrer" }
          : { ...attribs, target: "", rel: "" },
      };
    },
  },
};

const ALLOWED_TAGS = new Set([...(OPTIONS.allowedTags || []), "h1"]);
const SAFE_SCHEMES = new Set(OPTIONS.allowedSchemes as string[]);
const an = (word: string) => (/^[aeiou]/i.test(word) ? `An ${word}` : `A ${word}`);

/** A URL's scheme when the site would drop it ("javascript"), else null. */
function unsafeScheme(url: string): string | null {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  return scheme && !SAFE_SCHEMES.has(scheme) ? scheme : null;
}

export function sanitizeHtml(html: string): string {
  return cleanHtml(html).html;
}

/**
 * The cleaned HTML and what real content was removed, as sentences for the editor ("A script
 * element was removed."). Attributes the site does not keep (an editor's own classes or data
 * attributes, a link's target) are not removals worth a warning; elements, event handlers and
 * unsafe links are.
 */
export function cleanHtml(html: string): { html: string; removed: string[] } {
  const removed = new Set<string>();
  const cleaned = sanitize(html, {
    ...OPTIONS,
    onOpenTag: (name, attribs) => {
      if (!ALLOWED_TAGS.has(name)) removed.add(`${an(name)} element was removed.`);
      for (const [attribute, value] of Object.entries(attribs)) {
        if (/^on/i.test(attribute)) {
          removed.add(`An event handler (${attribute}) was removed.`);
        } else if (attribute === "href" || attribute === "src") {
          const scheme = unsafeScheme(value);
          if (scheme) removed.add(`An unsafe link (${scheme}:) was removed.`);
        }
      }
    },
  });
  return { html: cleaned.replace(/ (target|rel)=""/g, ""), removed: [...removed] };
}

// The sentences cleanHtml says, and nothing else: a new item's editor is reached by a redirect
// that carries them in its query (`removed`), where anyone could write other words.
const REMOVED_SENTENCE =
  /^(?:An? [a-z][a-z0-9-]* element|An event handler \(on[a-z]+\)|An unsafe link \([a-z][a-z0-9+.-]*:\)) was removed\.$/;

/** What the sanitiser removed, read back from a query value: only its own sentences, once each. */
export function removedSentencesOf(value: string | string[] | undefined): string[] {
  const sentences = typeof value === "string" ? [value] : (value ?? []);
  return [...new Set(sentences.filter((sentence) => REMOVED_SENTENCE.test(sentence)))];
}
