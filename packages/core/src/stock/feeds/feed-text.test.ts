import { describe, expect, it } from "vitest";
import { NOT_UTF8_MESSAGE } from "./feed-limits.ts";
import { decodeFeedText } from "./feed-text.ts";

describe("decodeFeedText", () => {
  it("reads UTF-8 and drops the byte-order mark", () => {
    const bytes = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode("Stock,Make\nA1,Škoda"),
    ]);
    expect(decodeFeedText(bytes)).toEqual({ ok: true, text: "Stock,Make\nA1,Škoda" });
  });

  it("refuses Latin-1 (an Excel 'CSV' of accented text)", () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode("Stock,Make\nA1,"), 0x8a, 0x6b]);
    expect(decodeFeedText(latin1)).toEqual({ ok: false, message: NOT_UTF8_MESSAGE });
  });

  it("refuses UTF-16, with or without its byte-order mark", () => {
    const utf16 = (text: string) =>
      new Uint8Array([...text].flatMap((char) => [char.charCodeAt(0), 0]));
    expect(decodeFeedText(new Uint8Array([0xff, 0xfe, ...utf16("Stock")])).ok).toBe(false);
    expect(decodeFeedText(utf16("Stock,Make")).ok).toBe(false);
  });
});
