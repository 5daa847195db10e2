import "server-only";
import type { LeadFileDownload } from "@forecourt/core/leads/lead-record";

export const LEAD_FILE_NOT_FOUND_MESSAGE = "File not found.";

const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/i;

/**
 * `Content-Disposition: attachment` with the uploaded name: a plain ASCII name for old clients
 * and the exact one (RFC 5987) for the rest; quotes, backslashes and control characters never
 * reach the header.
 */
function attachmentDisposition(filename: string): string {
  const plain = filename.replace(/[^\x20-\x7e]|["\\]/g, "_").trim() || "file";
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** A lead's file as a download (the platform API's and the dealer console's). */
export function leadFileResponse(file: LeadFileDownload): Response {
  const contentType = MEDIA_TYPE.test(file.contentType)
    ? file.contentType
    : "application/octet-stream";
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "content-type": contentType,
      "content-length": String(file.bytes.byteLength),
      "content-disposition": attachmentDisposition(file.filename),
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": "private, no-store",
    },
  });
}
