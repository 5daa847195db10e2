/**
 * Text inside an XML element or attribute: the five markup characters as entities, and the
 * control characters XML 1.0 does not allow (anything below U+0020 but tab, line feed and carriage
 * return, and U+FFFE/U+FFFF) dropped, since no entity can carry them and one would make the whole
 * document unreadable.
 */
const MARKUP: Record<string, string> = {
  "<": "&lt;",
  ">": "&gt;",
  "&": "&amp;",
  "'": "&apos;",
  '"': "&quot;",
};

// eslint-disable-next-line no-control-regex
const NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text.replace(NOT_XML_CHAR, "").replace(/[<>&'"]/g, (char) => MARKUP[char] ?? char);
}
