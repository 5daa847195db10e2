import { MAX_FEED_BYTES } from "@forecourt/core/stock/feeds/feed-limits";
import { FEED_FORMATS, type FeedFormat } from "@forecourt/core/stock/feeds/parse-feed-file";
import { AppError } from "../../http/app-error.ts";
import { mediaType, readBody, readFormData, formatBytes } from "../../http/read-body.ts";
import { gunzipFeed, isGzip, isZip, unzipFeed } from "./inflate-feed.ts";

/** A feed file as received: its bytes (decompressed) and the format to read it in. */
export type FeedFile = { bytes: Uint8Array; format: FeedFormat };

const FEED_TYPE_MESSAGE =
  "Send the feed as text/csv, application/json, gzip or zip, or as multipart/form-data with a file field; ?format=csv|json|csn says how to read it.";
const FORMAT_MESSAGE = "format must be csv, json or csn.";
const MULTIPART_FILE_MESSAGE = "The form has no file: send the feed in a field named file.";

const TYPE_FORMATS: Record<string, FeedFormat | "sniff"> = {
  "text/csv": "csv",
  "application/csv": "csv",
  "text/plain": "csv",
  "application/vnd.ms-excel": "csv",
  "application/json": "json",
  "application/gzip": "sniff",
  "application/x-gzip": "sniff",
  "application/zip": "sniff",
  "application/octet-stream": "sniff",
};

/** The format a file name says (".csv", ".json"), if any. */
function formatOfName(name: string | undefined): FeedFormat | null {
  if (!name) return null;
  if (/\.csv(\.gz)?$/i.test(name) || /\.txt(\.gz)?$/i.test(name)) return "csv";
  if (/\.json(\.gz)?$/i.test(name)) return "json";
  return null;
}

/** JSON starts with "[" or "{"; anything else is read as CSV. */
const sniff = (bytes: Uint8Array): FeedFormat => {
  const text = new TextDecoder()
    .decode(bytes.subarray(0, 64))
    .replace(/^\uFEFF/, "")
    .trimStart();
  return text.startsWith("[") || text.startsWith("{") ? "json" : "csv";
};

/**
 * Opens a received file: gzip (by Content-Encoding or its magic bytes) and zip are
 * decompressed within their bound, then the format is the query's, else the name's or type's,
 * else what the content looks like.
 */
export function openFeedFile(
  received: Uint8Array,
  hints: { format: FeedFormat | null; name?: string; typeFormat?: FeedFormat | "sniff" },
): FeedFile {
  let bytes = received;
  let name = hints.name;
  if (isGzip(bytes)) bytes = gunzipFeed(bytes);
  else if (isZip(bytes)) ({ name, bytes } = unzipFeed(bytes));
  const typeFormat = hints.typeFormat === "sniff" ? null : hints.typeFormat;
  const format = hints.format ?? formatOfName(name) ?? typeFormat ?? sniff(bytes);
  return { bytes, format };
}

/** The `format` query parameter: csv, json or csn, or none. */
function formatParameter(request: Request): FeedFormat | null {
  const value = new URL(request.url).searchParams.get("format");
  if (value === null || value === "") return null;
  const format = FEED_FORMATS.find((known) => known === value.toLowerCase());
  if (!format) throw new AppError("INVALID_INPUT", FORMAT_MESSAGE, { format: FORMAT_MESSAGE });
  return format;
}

/**
 * An uploaded feed: the body itself (CSV, JSON, gzip or zip, at most MAX_FEED_BYTES as sent,
 * 413 past it, read while counting), or a multipart form's `file`.
 */
export async function readFeedUpload(request: Request): Promise<FeedFile> {
  const format = formatParameter(request);
  const type = mediaType(request);
  if (type === "multipart/form-data") {
    const form = await readFormData(request, MAX_FEED_BYTES + 64 * 1024);
    const file = form.get("file");
    if (!(file instanceof File)) {
      throw new AppError("INVALID_INPUT", MULTIPART_FILE_MESSAGE, { file: MULTIPART_FILE_MESSAGE });
    }
    if (file.size > MAX_FEED_BYTES) {
      throw new AppError(
        "PAYLOAD_TOO_LARGE",
        `The file is too large; at most ${formatBytes(MAX_FEED_BYTES)} is accepted.`,
      );
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    return openFeedFile(bytes, { format, name: file.name, typeFormat: TYPE_FORMATS[file.type] });
  }
  const typeFormat = TYPE_FORMATS[type];
  if (!typeFormat) throw new AppError("UNSUPPORTED_MEDIA_TYPE", FEED_TYPE_MESSAGE);
  const encoding = (request.headers.get("content-encoding") ?? "identity").trim().toLowerCase();
  if (encoding !== "identity" && encoding !== "gzip" && encoding !== "x-gzip") {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Content-Encoding must be gzip, or none.");
  }
  const bytes = await readBody(request, MAX_FEED_BYTES);
  if ((encoding === "gzip" || encoding === "x-gzip") && !isGzip(bytes)) {
    throw new AppError("INVALID_INPUT", "The gzip file is damaged and cannot be opened.");
  }
  return openFeedFile(bytes, { format, typeFormat });
}
