import { gunzipSync, inflateRawSync } from "node:zlib";
import { MAX_FEED_INFLATED_BYTES } from "@forecourt/core/stock/feeds/feed-limits";
import { AppError } from "../../http/app-error.ts";
import { formatBytes } from "../../http/read-body.ts";

/**
 * Compressed feed files (gzip, or a zip holding one CSV or JSON file) opened with a bound on
 * what they may inflate to: a small archive that would grow past it (a zip bomb) stops there
 * and is a 413, never a process out of memory.
 */

const inflatedTooLarge = () =>
  new AppError(
    "PAYLOAD_TOO_LARGE",
    `The compressed file opens to more than ${formatBytes(MAX_FEED_INFLATED_BYTES)}; at most that is read.`,
  );
const damaged = (kind: string) =>
  new AppError("INVALID_INPUT", `The ${kind} file is damaged and cannot be opened.`);

const isTooLarge = (error: unknown) =>
  (error as { code?: string } | null)?.code === "ERR_BUFFER_TOO_LARGE";

export const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;
export const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

export function gunzipFeed(bytes: Uint8Array, maxBytes = MAX_FEED_INFLATED_BYTES): Uint8Array {
  try {
    return gunzipSync(bytes, { maxOutputLength: maxBytes });
  } catch (error) {
    if (isTooLarge(error)) throw inflatedTooLarge();
    throw damaged("gzip");
  }
}

const FEED_FILE = /\.(csv|json|txt)$/i;

/** The one CSV or JSON file of a zip archive, with its name, read from the central directory. */
export function unzipFeed(
  bytes: Uint8Array,
  maxBytes = MAX_FEED_INFLATED_BYTES,
): { name: string; bytes: Uint8Array } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  try {
    let end = -1;
    for (let at = bytes.byteLength - 22; at >= Math.max(0, bytes.byteLength - 65_557); at--) {
      if (u32(at) === 0x06054b50) {
        end = at;
        break;
      }
    }
    if (end < 0) throw damaged("zip");
    const entries: { name: string; method: number; size: number; local: number; packed: number }[] =
      [];
    let at = u32(end + 16);
    for (let index = u16(end + 10); index > 0; index--) {
      if (u32(at) !== 0x02014b50) throw damaged("zip");
      const nameLength = u16(at + 28);
      const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
      entries.push({
        name,
        method: u16(at + 10),
        packed: u32(at + 20),
        size: u32(at + 24),
        local: u32(at + 42),
      });
      at += 46 + nameLength + u16(at + 30) + u16(at + 32);
    }
    const files = entries.filter(
      (entry) => FEED_FILE.test(entry.name) && !entry.name.startsWith("__MACOSX/"),
    );
    if (files.length !== 1) {
      throw new AppError(
        "INVALID_INPUT",
        `A zip feed must hold exactly one .csv or .json file; this one holds ${files.length}.`,
      );
    }
    const entry = files[0]!;
    if (entry.size > maxBytes) throw inflatedTooLarge();
    if (u32(entry.local) !== 0x04034b50) throw damaged("zip");
    const start = entry.local + 30 + u16(entry.local + 26) + u16(entry.local + 28);
    const packed = bytes.subarray(start, start + entry.packed);
    if (entry.method === 0) return { name: entry.name, bytes: packed };
    if (entry.method !== 8) {
      throw new AppError("INVALID_INPUT", "The zip file uses a compression other than deflate.");
    }
    // The declared size is not trusted: the output is bounded whatever the header says.
    return { name: entry.name, bytes: inflateRawSync(packed, { maxOutputLength: maxBytes }) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isTooLarge(error)) throw inflatedTooLarge();
    // A header pointing outside the file (DataView's RangeError) or a broken deflate stream.
    throw damaged("zip");
  }
}
