import { escapeXml } from "../text/xml-text.ts";

/** Who a dealer's mail to a shopper comes from: the site, its logo and the person's signature. */
export type DealerMailSender = {
  siteName: string;
  /** The site's logo as an absolute URL (a mail program has no page to resolve a path against). */
  logoUrl: string | null;
  /** The signature's lines: the person, the dealership, how to reach it. */
  signature: readonly string[];
};

/** The signature's separator in plain text ("-- " on a line of its own, RFC 3676 4.3). */
const SIGNATURE_MARK = "-- ";

const LINK = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g;

/** One paragraph of typed text as HTML: escaped, its lines kept, its web addresses links. */
function paragraphHtml(text: string): string {
  let html = "";
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    html += escapeXml(text.slice(at, match.index));
    const url = escapeXml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    at = match.index + match[0].length;
  }
  html += escapeXml(text.slice(at));
  return html.replace(/\r?\n/g, "<br>\n");
}

const paragraphsOf = (text: string) =>
  text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .filter((paragraph) => paragraph.trim() !== "");

/**
 * A dealer's mail to a shopper, as HTML and as its plain-text alternative, both from this one
 * template: the site's logo on top (HTML), the typed text in paragraphs (web addresses made
 * links), then the signature. A mail program shows the HTML; one that reads only text, or a
 * shopper who prefers it, gets the same words.
 */
export function dealerMail(body: string, sender: DealerMailSender): { text: string; html: string } {
  const signature = sender.signature.filter((line) => line.trim() !== "");
  const text = [body.trim(), ...(signature.length ? ["", SIGNATURE_MARK, ...signature] : [])].join(
    "\n",
  );
  const logo = sender.logoUrl
    ? `<p><img src="${escapeXml(sender.logoUrl)}" alt="${escapeXml(sender.siteName)}" height="48" style="height:48px;width:auto;border:0"></p>\n`
    : "";
  const paragraphs = paragraphsOf(body)
    .map((paragraph) => `<p style="margin:0 0 1em">${paragraphHtml(paragraph)}</p>`)
    .join("\n");
  const signed = signature.length
    ? `\n<p style="margin:1.5em 0 0;color:#475569">${signature.map((line) => paragraphHtml(line)).join("<br>\n")}</p>`
    : "";
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeXml(sender.siteName)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0f172a">
${logo}${paragraphs}${signed}
</body></html>
`;
  return { text, html };
}
