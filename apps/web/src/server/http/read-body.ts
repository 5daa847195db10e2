import { nulFieldErrors } from "@forecourt/core/validation/field-errors";
import { AppError, INVALID_INPUT_MESSAGE } from "./app-error.ts";

export const JSON_CONTENT_TYPE_MESSAGE = "Send the body as application/json.";
const MULTIPART_CONTENT_TYPE_MESSAGE = "Send the body as multipart/form-data.";
export const NOT_JSON_MESSAGE = "The request body is not valid JSON.";
const UNREADABLE_BODY_MESSAGE = "The request body could not be read.";
const BAD_MULTIPART_MESSAGE = "The multipart form data could not be read.";
export const LONE_SURROGATE_MESSAGE =
  "The request body contains a broken character: an unpaired \\ud800-\\udfff escape.";

export const tooLargeMessage = (maxBytes: number) =>
  `The request is too large; at most ${formatBytes(maxBytes)} is accepted.`;

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** The media type of a request, lower case, without parameters ("application/json"). */
export function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

function requireMediaType(request: Request, expected: string, message: string): void {
  if (mediaType(request) !== expected) throw new AppError("UNSUPPORTED_MEDIA_TYPE", message);
}

/**
 * The request body, at most `maxBytes`, counted while it is read: a declared length over the
 * limit is refused before reading, and a streamed body is cut off as soon as it passes it.
 */
export async function readBody(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", tooLargeMessage(maxBytes));
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      throw new AppError("BAD_REQUEST", UNREADABLE_BODY_MESSAGE);
    }
    if (chunk.done) break;
    total += chunk.value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(chunk.value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Text as JSON; malformed JSON is the client's mistake (400 with `invalidMessage`). So is a lone
 * surrogate escape ("\ud800"): JSON allows it, but it is not text, and no database stores it.
 */
export function parseJsonText(text: string, invalidMessage: string = NOT_JSON_MESSAGE): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", invalidMessage);
  }
  if (!isWellFormedJson(value)) throw new AppError("BAD_REQUEST", LONE_SURROGATE_MESSAGE);
  return value;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);

/**
 * Every string in a parsed JSON value, keys included, is well-formed UTF-16. A loop over a
 * stack rather than recursion: a body nested thousands deep must not overflow the call stack.
 */
function isWellFormedJson(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (!isWellFormed(item)) return false;
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (item && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        if (!isWellFormed(key)) return false;
        pending.push(child);
      }
    }
  }
  return true;
}

/**
 * A JSON body: `application/json` only (415 for text/plain, a form post or none), at most
 * `maxBytes` (413), UTF-8 and well-formed (400), with no NUL character (\u0000) in any string
 * or key (422 naming each such field): PostgreSQL's text and jsonb cannot hold one, and this
 * way no endpoint can forget it, however it checks the rest. `keepNul` is for a caller that
 * removes them itself (a shopper's lead is stored without them rather than refused). What the
 * body holds is for the endpoint's schema.
 */
export async function readJson(
  request: Request,
  options: { maxBytes: number; invalidMessage?: string; keepNul?: boolean },
): Promise<unknown> {
  requireMediaType(request, "application/json", JSON_CONTENT_TYPE_MESSAGE);
  const bytes = await readBody(request, options.maxBytes);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("BAD_REQUEST", options.invalidMessage ?? NOT_JSON_MESSAGE);
  }
  const value = parseJsonText(text, options.invalidMessage);
  if (!options.keepNul) {
    const errors = nulFieldErrors(value);
    if (Object.keys(errors).length > 0) {
      throw new AppError("INVALID_INPUT", INVALID_INPUT_MESSAGE, errors);
    }
  }
  return value;
}

/** A multipart body (files and fields), at most `maxBytes` in all, read before it is parsed. */
export async function readFormData(request: Request, maxBytes: number): Promise<FormData> {
  requireMediaType(request, "multipart/form-data", MULTIPART_CONTENT_TYPE_MESSAGE);
  const bytes = await readBody(request, maxBytes);
  try {
    return await new Request("http://body.invalid/", {
      method: "POST",
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      body: bytes,
    }).formData();
  } catch {
    throw new AppError("BAD_REQUEST", BAD_MULTIPART_MESSAGE);
  }
}
