import type { LeadFileWrite } from "@forecourt/db/repositories/leads/lead-write";
import { formatBytes } from "../http/read-body.ts";
import { withoutNul } from "@forecourt/core/text/nul-character";

export const LEAD_FILE_LIMITS = {
  maxFiles: 5,
  maxFileBytes: 5 * 1024 * 1024,
  maxTotalBytes: 10 * 1024 * 1024,
  maxFilenameLength: 200,
} as const;

/** Types a dealer can open: CVs, documents and photos. Keyed by extension. */
const ACCEPTED_TYPES: Record<string, { contentType: string; magic?: (b: Uint8Array) => boolean }> =
  {
    heic: { contentType: "image/heic" },
    pdf: { contentType: "application/pdf", magic: (b) => startsWith(b, [0x25, 0x50, 0x44, 0x46]) },
    doc: { contentType: "application/msword" },
    docx: {
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      magic: (b) => startsWith(b, [0x50, 0x4b]),
    },
    rtf: { contentType: "application/rtf" },
    txt: { contentType: "text/plain" },
    jpg: { contentType: "image/jpeg", magic: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
    jpeg: { contentType: "image/jpeg", magic: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
    png: { contentType: "image/png", magic: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47]) },
    webp: {
      contentType: "image/webp",
      magic: (b) => startsWith(b, [0x52, 0x49, 0x46, 0x46]) && ascii(b, 8, 12) === "WEBP",
    },
  };

const ACCEPTED_FILE_EXTENSIONS = Object.keys(ACCEPTED_TYPES);

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((value, index) => bytes[index] === value);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

export type IncomingFile = { fieldName: string; file: File };

type CheckFilesResult =
  | { ok: true; files: LeadFileWrite[] }
  | { ok: false; status: "too-large" | "invalid"; errors: Record<string, string> };

/**
 * Files of a lead, checked before anything is stored: count, size per file and in total, and a
 * type named by the extension whose content starts the way that type does. Each problem is
 * reported under the form field that sent the file.
 */
export async function checkLeadFiles(
  incoming: IncomingFile[],
  /** The extensions the form's field of this name takes (its `accept`); null: any accepted type. */
  fieldAccepts: (fieldName: string) => readonly string[] | null = () => null,
): Promise<CheckFilesResult> {
  const errors: Record<string, string> = {};
  if (incoming.length > LEAD_FILE_LIMITS.maxFiles) {
    return {
      ok: false,
      status: "invalid",
      errors: { files: `At most ${LEAD_FILE_LIMITS.maxFiles} files can be attached.` },
    };
  }
  let total = 0;
  const files: LeadFileWrite[] = [];
  let isTooLarge = false;
  for (const incomingFile of incoming) {
    const { file } = incomingFile;
    // PostgreSQL text cannot hold U+0000; names are bounded like other lead keys.
    const fieldName = withoutNul(incomingFile.fieldName).slice(0, 100) || "file";
    const filename =
      withoutNul(file.name).trim().slice(-LEAD_FILE_LIMITS.maxFilenameLength) || "file";
    const extension = filename.includes(".") ? (filename.split(".").pop() ?? "").toLowerCase() : "";
    const accepted = ACCEPTED_TYPES[extension];
    total += file.size;
    if (file.size > LEAD_FILE_LIMITS.maxFileBytes) {
      isTooLarge = true;
      errors[fieldName] ??=
        `${filename} is ${formatBytes(file.size)}; a file may be at most ${formatBytes(LEAD_FILE_LIMITS.maxFileBytes)}.`;
      continue;
    }
    const allowed = fieldAccepts(fieldName)?.filter((ext) => ACCEPTED_TYPES[ext]) ?? null;
    if (!accepted || (allowed && !allowed.includes(extension))) {
      errors[fieldName] ??=
        `${filename} is not an accepted file type. Accepted: ${(allowed ?? ACCEPTED_FILE_EXTENSIONS).join(", ")}.`;
      continue;
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    if (accepted.magic && !accepted.magic(bytes)) {
      errors[fieldName] ??= `${filename} does not look like a .${extension} file.`;
      continue;
    }
    files.push({ fieldName, filename, contentType: accepted.contentType, bytes });
  }
  if (Object.keys(errors).length === 0 && total > LEAD_FILE_LIMITS.maxTotalBytes) {
    isTooLarge = true;
    errors.files = `The files add up to ${formatBytes(total)}; at most ${formatBytes(LEAD_FILE_LIMITS.maxTotalBytes)} can be attached.`;
  }
  if (Object.keys(errors).length > 0) {
    return { ok: false, status: isTooLarge ? "too-large" : "invalid", errors };
  }
  return { ok: true, files };
}
