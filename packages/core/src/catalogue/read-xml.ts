import { firstXmlForbidden } from "../text/control-characters.ts";
/**
 * A strict reader of the plain XML the catalogue feeds write (elements, attributes, text, the five
 * named entities and character references, comments, CDATA; no DTDs), used to check a generated
 * feed is well-formed XML 1.0 and to read its fields back. Anything else is an error with the
 * position it was found at, never a guess.
 */
export type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (CDATA included), entities decoded, children's text not included. */
  text: string;
};

export class XmlReadError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(`${message} (at character ${offset})`);
    this.name = "XmlReadError";
  }
}

const NAME = /[A-Za-z_:][\w:.-]*/y;
const SPACE = /\s*/y;
const NAMED: Record<string, string> = { lt: "<", gt: ">", amp: "&", apos: "'", quot: '"' };

function decode(raw: string, offset: number): string {
  if (raw.includes("<")) throw new XmlReadError("A bare < in text", offset);
  return raw.replace(/&([^;&\s]*);?/g, (match, body: string) => {
    if (!match.endsWith(";")) throw new XmlReadError(`A bare & in "${raw}"`, offset);
    const named = NAMED[body];
    if (named) return named;
    const code = /^#x[0-9a-f]+$/i.test(body)
      ? parseInt(body.slice(2), 16)
      : /^#\d+$/.test(body)
        ? parseInt(body.slice(1), 10)
        : NaN;
    if (!Number.isFinite(code) || code > 0x10ffff) {
      throw new XmlReadError(`Unknown entity &${body};`, offset);
    }
    const char = String.fromCodePoint(code);
    if (firstXmlForbidden(char) !== -1)
      throw new XmlReadError(`&${body}; is not an XML character`, offset);
    return char;
  });
}

/** A position in the source and the small reads the grammar is made of. */
class XmlCursor {
  at: number;

  constructor(readonly source: string) {
    this.at = source.charCodeAt(0) === 0xfeff ? 1 : 0;
  }

  startsWith(text: string): boolean {
    return this.source.startsWith(text, this.at);
  }

  skipSpace(): void {
    SPACE.lastIndex = this.at;
    SPACE.exec(this.source);
    this.at = SPACE.lastIndex;
  }

  expect(text: string): void {
    if (!this.startsWith(text)) throw new XmlReadError(`Expected "${text}"`, this.at);
    this.at += text.length;
  }

  readName(): string {
    NAME.lastIndex = this.at;
    const match = NAME.exec(this.source);
    if (!match) throw new XmlReadError("Expected a name", this.at);
    this.at = NAME.lastIndex;
    return match[0];
  }

  /** The text up to `end`, the cursor moved past it. */
  until(end: string): string {
    const close = this.source.indexOf(end, this.at);
    if (close < 0) throw new XmlReadError(`Missing "${end}"`, this.at);
    const text = this.source.slice(this.at, close);
    this.at = close + end.length;
    return text;
  }

  /** Space and comments between the prolog, the root and the end. */
  skipMisc(): void {
    for (;;) {
      this.skipSpace();
      if (!this.startsWith("<!--")) return;
      this.at += 4;
      this.until("-->");
    }
  }
}

/** One `name="value"` pair into `attributes`. */
function readAttribute(cursor: XmlCursor, attributes: Record<string, string>): void {
  const attribute = cursor.readName();
  if (attribute in attributes) throw new XmlReadError(`Attribute ${attribute} twice`, cursor.at);
  cursor.skipSpace();
  cursor.expect("=");
  cursor.skipSpace();
  const quote = cursor.source[cursor.at];
  if (quote !== '"' && quote !== "'") throw new XmlReadError("Expected a quoted value", cursor.at);
  cursor.at += 1;
  const valueAt = cursor.at;
  attributes[attribute] = decode(cursor.until(quote), valueAt);
}

/** The start tag after its name; true when it was empty (`/>`), so there is no content. */
function readAttributes(cursor: XmlCursor, attributes: Record<string, string>): boolean {
  for (;;) {
    cursor.skipSpace();
    if (cursor.startsWith("/>")) {
      cursor.at += 2;
      return true;
    }
    if (cursor.source[cursor.at] === ">") {
      cursor.at += 1;
      return false;
    }
    readAttribute(cursor, attributes);
  }
}

/** The end tag of `name`, its `</` already read. */
function readEndTag(cursor: XmlCursor, name: string): void {
  const closing = cursor.readName();
  if (closing !== name) throw new XmlReadError(`</${closing}> closes <${name}>`, cursor.at);
  cursor.skipSpace();
  cursor.expect(">");
}

/** Text, comments, CDATA and child elements up to and including the element's end tag. */
function readContent(cursor: XmlCursor, element: XmlElement, start: number): void {
  const { source } = cursor;
  for (;;) {
    const textAt = cursor.at;
    const next = source.indexOf("<", cursor.at);
    if (next < 0) throw new XmlReadError(`<${element.name}> is not closed`, start);
    element.text += decode(source.slice(cursor.at, next), textAt);
    cursor.at = next;
    if (cursor.startsWith("</")) {
      cursor.at += 2;
      return readEndTag(cursor, element.name);
    }
    if (cursor.startsWith("<!--")) {
      cursor.at += 4;
      cursor.until("-->");
    } else if (cursor.startsWith("<![CDATA[")) {
      cursor.at += 9;
      element.text += cursor.until("]]>");
    } else {
      element.children.push(readElement(cursor));
    }
  }
}

function readElement(cursor: XmlCursor): XmlElement {
  const start = cursor.at;
  cursor.expect("<");
  const name = cursor.readName();
  const attributes: Record<string, string> = {};
  if (readAttributes(cursor, attributes)) return { name, attributes, children: [], text: "" };
  const element: XmlElement = { name, attributes, children: [], text: "" };
  readContent(cursor, element, start);
  return element;
}

/** The document's root element. Throws `XmlReadError` on anything that is not well-formed. */
export function readXml(source: string): XmlElement {
  const bad = firstXmlForbidden(source);
  if (bad !== -1) throw new XmlReadError("A control character XML does not allow", bad);
  const cursor = new XmlCursor(source);
  cursor.skipSpace();
  if (cursor.startsWith("<?xml")) cursor.until("?>");
  cursor.skipMisc();
  if (cursor.startsWith("<!DOCTYPE")) throw new XmlReadError("A DOCTYPE is not read", cursor.at);
  const root = readElement(cursor);
  cursor.skipMisc();
  if (cursor.at < source.length) throw new XmlReadError("Text after the root element", cursor.at);
  return root;
}
