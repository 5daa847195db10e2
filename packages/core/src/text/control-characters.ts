/**
 * The control characters the product refuses or drops, written once. A control character (C0,
 * DEL and C1: Unicode's `Cc`) has no place in one-line text a person or an integration sends:
 * search and filter values, titles, car fields, the lead inbox's search. XML 1.0 allows fewer
 * characters still: nothing below U+0020 but tab, line feed and carriage return, nor U+FFFE and
 * U+FFFF, so a feed written or read as XML drops or refuses those.
 */
const CONTROL = /\p{Cc}/u;
const CONTROLS = /\p{Cc}/gu;
// eslint-disable-next-line no-control-regex
const XML_FORBIDS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
// eslint-disable-next-line no-control-regex
const ALL_XML_FORBIDS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Whether `text` holds a control character. */
export const hasControlCharacter = (text: string): boolean => CONTROL.test(text);

/** `text` with each control character replaced by `by`. */
export const replaceControlCharacters = (text: string, by: string): string =>
  text.replace(CONTROLS, by);

/** Where the first character XML forbids stands in `text`, or -1 when there is none. */
export const firstXmlForbidden = (text: string): number => XML_FORBIDS.exec(text)?.index ?? -1;

/** `text` without the characters XML forbids (no entity can carry them). */
export const withoutXmlForbidden = (text: string): string => text.replace(ALL_XML_FORBIDS, "");
