import {
  MAX_TEMPLATES,
  mergeValues,
  type MergeValues,
  type ReplyTemplate,
} from "../leads/lead-conversation.ts";

/**
 * The console's reply templates form: the site's whole list as flat fields
 * (`templates.0.name`, `templates.0.subject`, `templates.0.body`, ...) with an empty row last
 * for a new one, and a button per row to move it up or down or remove it. Whichever button is
 * pressed, the list as shown (that change made) is saved as the setting `leads.replyTemplates`,
 * so the form works without JavaScript. Validation is the settings schema's, on the write path
 * every settings change takes; this file only reshapes.
 */

const REPLY_TEMPLATE_FIELDS = ["name", "subject", "body"] as const;
type TemplateField = (typeof REPLY_TEMPLATE_FIELDS)[number];

/** What a press of the form's buttons does before the list is saved. */
type TemplatesIntent = { kind: "save" } | { kind: "up" | "down" | "remove"; index: number };

export const TOO_MANY_TEMPLATES_MESSAGE = `A site keeps at most ${MAX_TEMPLATES} templates: remove one before adding another.`;

export const templateFieldName = (index: number, field: TemplateField) =>
  `templates.${index}.${field}`;

/** The form's text for a list of templates (the empty row for a new one is the form's own). */
export function replyTemplatesFormValues(
  templates: readonly ReplyTemplate[],
): Record<string, string> {
  const values: Record<string, string> = {};
  templates.forEach((template, index) => {
    for (const field of REPLY_TEMPLATE_FIELDS) {
      values[templateFieldName(index, field)] = template[field];
    }
  });
  return values;
}

/** The button pressed (`intent`: `save`, `up:2`, `down:0`, `remove:1`); anything else saves. */
export function templatesIntentOf(intent: string | undefined): TemplatesIntent {
  const match = /^(up|down|remove):(\d{1,3})$/.exec(intent ?? "");
  if (!match) return { kind: "save" };
  return { kind: match[1] as "up" | "down" | "remove", index: Number(match[2]) };
}

const ROW_FIELD = /^templates\.(\d{1,3})\.(name|subject|body)$/;

/**
 * The posted form as the list to save, in the order shown with the pressed button's change
 * made, and the form's text for that list (what a refusal shows again, its errors at these
 * names). A row left wholly empty (the new row, unused) is no template; a row partly filled is
 * one, for the settings schema to judge. Nothing here is checked but the count.
 */
export function readReplyTemplatesForm(values: Record<string, string>): {
  templates: ReplyTemplate[];
  values: Record<string, string>;
  error: string | null;
} {
  const rows = new Map<number, ReplyTemplate>();
  for (const [name, value] of Object.entries(values)) {
    const match = ROW_FIELD.exec(name);
    if (!match) continue;
    const index = Number(match[1]);
    const row = rows.get(index) ?? { name: "", subject: "", body: "" };
    row[match[2] as TemplateField] = value;
    rows.set(index, row);
  }
  // The button's row is counted as the form shows it, before empty rows are dropped.
  const shown = [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
  const intent = templatesIntentOf(values.intent);
  if (intent.kind === "remove") {
    shown.splice(intent.index, 1);
  } else if (intent.kind !== "save") {
    const to = intent.kind === "up" ? intent.index - 1 : intent.index + 1;
    const moved = shown[intent.index];
    if (moved && to >= 0 && to < shown.length) {
      shown.splice(intent.index, 1);
      shown.splice(to, 0, moved);
    }
  }
  const templates = shown.filter((row) =>
    REPLY_TEMPLATE_FIELDS.some((field) => row[field].trim() !== ""),
  );
  return {
    templates,
    values: replyTemplatesFormValues(templates),
    error: templates.length > MAX_TEMPLATES ? TOO_MANY_TEMPLATES_MESSAGE : null,
  };
}

/** A settings error's path (`leads.replyTemplates.2.body`) as the form's field name. */
export function replyTemplatesFormField(path: string): string {
  const match = /^leads\.replyTemplates\.(\d+)\.(name|subject|body)$/.exec(path);
  return match ? templateFieldName(Number(match[1]), match[2] as TemplateField) : "form";
}

/** The merge fields as the editor's preview fills them: a made-up shopper and car. */
export function sampleMergeValues(input: {
  salesperson: { name: string | null; email: string };
  siteName: string;
}): MergeValues {
  return mergeValues({
    lead: { name: "Alex Citizen", firstName: "Alex", lastName: "Citizen" },
    car: "2022 Toyota Corolla Ascent Sport",
    ...input,
  });
}
