import { withoutXmlForbidden } from "./control-characters.ts";
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

export function escapeXml(text: string): string {
  return withoutXmlForbidden(text).replace(/[<>&'"]/g, (char) => MARKUP[char] ?? char);
}
