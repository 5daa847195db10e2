import { NOT_UTF8_MESSAGE } from "./feed-limits.ts";
import { hasNul } from "../../text/nul-character.ts";

type FeedTextResult = { ok: true; text: string } | { ok: false; message: string };

/**
 * A feed file's bytes as text: UTF-8 only (a decoder that fails on the first invalid byte, so a
 * Latin-1 or UTF-16 export is refused with a message rather than read as mojibake), without its
 * byte-order mark.
 */
export function decodeFeedText(bytes: Uint8Array): FeedTextResult {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { ok: false, message: NOT_UTF8_MESSAGE };
  }
  // UTF-16 text without a BOM decodes as UTF-8 full of NULs; no dealer export has one.
  if (hasNul(text)) return { ok: false, message: NOT_UTF8_MESSAGE };
  return { ok: true, text };
}
