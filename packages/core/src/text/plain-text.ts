/**
 * A dealer's description as plain text, for every place that shows it as text (the vehicle
 * page, its structured data, every catalogue feed): dealer systems often send HTML ("<p>",
 * "<br>", "<b>AWD</b>", "&amp;"), which a platform shows as tags or refuses (Meta's and
 * Google's description fields are plain text). Block ends and line breaks become line breaks,
 * list items "- " lines, other tags go (a script's or style's content with them), and the common
 * named and numeric entities become their characters. Control characters go (a tab is a space,
 * a line break "\n"). Other text is returned as it is; a "<" not starting a tag ("5 < 6") stays.
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  bull: "•",
  deg: "°",
  reg: "®",
  trade: "™",
  copy: "©",
};

const ENTITY = /&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi;
const MARKUP = /<[a-z/!]|&(#x?[0-9a-f]+|[a-z]{2,8});/i;

function decodeEntity(whole: string, body: string): string {
  if (body.startsWith("#")) {
    const isHex = body[1] === "x" || body[1] === "X";
    const code = Number.parseInt(body.slice(isHex ? 2 : 1), isHex ? 16 : 10);
    // A control character or a value past Unicode decodes to nothing a shopper should see.
    if (!Number.isFinite(code) || code > 0x10ffff || code < 0x20) return "";
    if (code >= 0xd800 && code <= 0xdfff) return "";
    return String.fromCodePoint(code);
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
}

/** Control characters but the line feed: no one reads them as text. */
const CONTROLS = /[^\P{Cc}\n]/gu;

export function plainText(html: string): string {
  const text = html.replace(/\r\n?/g, "\n").replaceAll("\t", " ").replace(CONTROLS, "");
  if (!MARKUP.test(text)) return text;
  return text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li\b[^>]*>/gi, "\n- ")
    .replace(/<\/(p|div|ul|ol|h[1-6]|tr|table|blockquote)\s*>/gi, "\n")
    .replace(/<(p|div|ul|ol|h[1-6]|tr|table|blockquote)\b[^>]*>/gi, "\n")
    .replace(/<\/?[a-z!][^>]*>/gi, "")
    .replace(ENTITY, decodeEntity)
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n[ \t]+(?!- )/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
