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

/** The document's root element. Throws `XmlReadError` on anything that is not well-formed. */
export function readXml(source: string): XmlElement {
  const bad = firstXmlForbidden(source);
  if (bad !== -1) throw new XmlReadError("A control character XML does not allow", bad);
  let at = source.charCodeAt(0) === 0xfeff ? 1 : 0;

  const skipSpace = () => {
    SPACE.lastIndex = at;
    SPACE.exec(source);
    at = SPACE.lastIndex;
  };
  const expect = (text: string) => {
    if (!source.startsWith(text, at)) throw new XmlReadError(`Expected "${text}"`, at);
    at += text.length;
  };
  const readName = () => {
    NAME.lastIndex = at;
    const match = NAME.exec(source);
    if (!match) throw new XmlReadError("Expected a name", at);
    at = NAME.lastIndex;
    return match[0];
  };
  const until = (end: string) => {
    const close = source.indexOf(end, at);
    if (close < 0) throw new XmlReadError(`Missing "${end}"`, at);
    const text = source.slice(at, close);
    at = close + end.length;
    return text;
  };
  const skipMisc = () => {
    for (;;) {
      skipSpace();
      if (source.startsWith("<!--", at)) {
        at += 4;
        until("-->");
      } else return;
    }
  };

  const readElement = (): XmlElement => {
    const start = at;
    expect("<");
    const name = readName();
    const attributes: Record<string, string> = {};
    for (;;) {
      skipSpace();
      if (source.startsWith("/>", at)) {
        at += 2;
        return { name, attributes, children: [], text: "" };
      }
      if (source[at] === ">") {
        at += 1;
        break;
      }
      const attribute = readName();
      if (attribute in attributes) throw new XmlReadError(`Attribute ${attribute} twice`, at);
      skipSpace();
      expect("=");
      skipSpace();
      const quote = source[at];
      if (quote !== '"' && quote !== "'") throw new XmlReadError("Expected a quoted value", at);
      at += 1;
      const valueAt = at;
      attributes[attribute] = decode(until(quote), valueAt);
    }
    const element: XmlElement = { name, attributes, children: [], text: "" };
    for (;;) {
      const textAt = at;
      const next = source.indexOf("<", at);
      if (next < 0) throw new XmlReadError(`<${name}> is not closed`, start);
      element.text += decode(source.slice(at, next), textAt);
      at = next;
      if (source.startsWith("</", at)) {
        at += 2;
        const closing = readName();
        if (closing !== name) {
          throw new XmlReadError(`</${closing}> closes <${name}>`, at);
        }
        skipSpace();
        expect(">");
        return element;
      }
      if (source.startsWith("<!--", at)) {
        at += 4;
        until("-->");
      } else if (source.startsWith("<![CDATA[", at)) {
        at += 9;
        element.text += until("]]>");
      } else {
        element.children.push(readElement());
      }
    }
  };

  skipSpace();
  if (source.startsWith("<?xml", at)) until("?>");
  skipMisc();
  if (source.startsWith("<!DOCTYPE", at)) throw new XmlReadError("A DOCTYPE is not read", at);
  const root = readElement();
  skipMisc();
  if (at < source.length) throw new XmlReadError("Text after the root element", at);
  return root;
}
