import { describe, expect, it } from "vitest";
import {
  firstXmlForbidden,
  hasControlCharacter,
  replaceControlCharacters,
  withoutXmlForbidden,
} from "./control-characters.ts";

describe("control characters", () => {
  it("are C0, DEL and C1, and nothing printable", () => {
    for (const code of [0x00, 0x09, 0x0a, 0x1f, 0x7f, 0x80, 0x9f]) {
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(true);
    }
    for (const text of ["Ford Ranger", "Škoda – Ωmega", "😀", "\u00a0", ""]) {
      expect(hasControlCharacter(text), text).toBe(false);
    }
    expect(replaceControlCharacters("a\u0000b\tc\u0085d", " ")).toBe("a b c d");
  });

  it("that XML forbids are those below U+0020 but tab, line feed and carriage return, and U+FFFE/U+FFFF", () => {
    expect(withoutXmlForbidden("a\u0000b\tc\nd\re\u000bf\uffff\u0085")).toBe("ab\tc\nd\ref\u0085");
    expect(firstXmlForbidden("ok\t\n\r")).toBe(-1);
    expect(firstXmlForbidden("ok\u0001")).toBe(2);
    // Called again on the same text, the answer is the same (no regex state carried over).
    expect(firstXmlForbidden("ok\u0001")).toBe(2);
  });
});
