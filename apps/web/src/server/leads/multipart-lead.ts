import { parseJsonText } from "../http/read-body.ts";
import type { IncomingFile } from "./lead-files.ts";
import { LEAD_NOT_JSON_MESSAGE } from "./lead-limits.ts";

const SCALAR_KEYS: Record<string, "boolean" | "number"> = {
  form_completed: "boolean",
  has_files: "boolean",
  step_number: "number",
};

/**
 * A multipart lead: either a `lead` part holding the JSON lead, or form-serialised
 * `lead[key]` parts (`lead[fields][key]` for other answers). Every non-empty file part is a file.
 */
export function leadFromMultipart(form: FormData): { body: unknown; files: IncomingFile[] } {
  const files: IncomingFile[] = [];
  const lead: Record<string, unknown> = {};
  const fields: Record<string, unknown> = {};
  let json: unknown;
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string") {
      if (value.size > 0 || value.name !== "") files.push({ fieldName: name, file: value });
      continue;
    }
    if (name === "lead") {
      json = parseJsonText(value, LEAD_NOT_JSON_MESSAGE);
      continue;
    }
    const nested = /^lead\[fields\]\[([^\]]+)\]$/.exec(name);
    if (nested?.[1]) {
      fields[nested[1]] = value;
      continue;
    }
    const top = /^lead\[([^\]]+)\]$/.exec(name);
    if (!top?.[1]) continue;
    const kind = SCALAR_KEYS[top[1]];
    lead[top[1]] =
      kind === "boolean" ? value === "true" : kind === "number" ? Number(value) : value;
  }
  if (json !== undefined) return { body: { lead: json }, files };
  if (Object.keys(fields).length > 0) lead.fields = fields;
  return { body: { lead }, files };
}
