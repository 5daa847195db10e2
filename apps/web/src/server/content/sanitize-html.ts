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

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).replace(/ (target|rel)=""/g, "");
}
