import { describe, expect, it } from "vitest";
import { DEFAULT_REPLY_TEMPLATES, MAX_TEMPLATES } from "../leads/lead-conversation.ts";
import { applySettingsPatch } from "../site/settings-patch.ts";
import {
  readReplyTemplatesForm,
  replyTemplatesFormField,
  replyTemplatesFormValues,
  sampleMergeValues,
  templatesIntentOf,
  TOO_MANY_TEMPLATES_MESSAGE,
} from "./reply-templates-form.ts";

const three = [
  { name: "A", subject: "Subject A", body: "Body A" },
  { name: "B", subject: "Subject B", body: "Body B" },
  { name: "C", subject: "Subject C", body: "Body C" },
];
const posted = (extra: Record<string, string> = {}) => ({
  websiteId: "1",
  ...replyTemplatesFormValues(three),
  // The empty row the form shows for a new template.
  "templates.3.name": "",
  "templates.3.subject": "",
  "templates.3.body": "",
  ...extra,
});
const names = (values: Record<string, string>) =>
  readReplyTemplatesForm(values).templates.map((t) => t.name);

describe("the reply templates form", () => {
  it("reads the rows in the order shown and leaves the unused new row out", () => {
    const read = readReplyTemplatesForm(posted());
    expect(read.templates).toEqual(three);
    expect(read.error).toBeNull();
    expect(read.values).toEqual(replyTemplatesFormValues(three));
  });

  it("adds the new row when anything is typed in it, and keeps a partly filled row for the schema to judge", () => {
    expect(
      names(
        posted({ "templates.3.name": "D", "templates.3.subject": "S", "templates.3.body": "B" }),
      ),
    ).toEqual(["A", "B", "C", "D"]);
    expect(
      readReplyTemplatesForm(posted({ "templates.3.body": "Only a body" })).templates[3],
    ).toEqual({
      name: "",
      subject: "",
      body: "Only a body",
    });
  });

  it("orders rows by their number, not by the order the fields arrive", () => {
    expect(
      names({
        "templates.10.name": "late",
        "templates.10.subject": "s",
        "templates.10.body": "b",
        "templates.2.name": "early",
        "templates.2.subject": "s",
        "templates.2.body": "b",
      }),
    ).toEqual(["early", "late"]);
  });

  it("moves a row up or down, and does nothing past either end", () => {
    expect(names(posted({ intent: "up:2" }))).toEqual(["A", "C", "B"]);
    expect(names(posted({ intent: "down:0" }))).toEqual(["B", "A", "C"]);
    expect(names(posted({ intent: "up:0" }))).toEqual(["A", "B", "C"]);
    expect(names(posted({ intent: "down:2" }))).toEqual(["A", "B", "C"]);
    expect(names(posted({ intent: "down:9" }))).toEqual(["A", "B", "C"]);
  });

  it("removes a row, counted as the form shows it even when a row above was emptied", () => {
    expect(names(posted({ intent: "remove:1" }))).toEqual(["A", "C"]);
    expect(
      names(
        posted({
          "templates.0.name": "",
          "templates.0.subject": "",
          "templates.0.body": "",
          intent: "remove:2",
        }),
      ),
    ).toEqual(["B"]);
  });

  it("gives back the list as saved, so a refusal shows it with its errors at these names", () => {
    expect(readReplyTemplatesForm(posted({ intent: "remove:0" })).values).toEqual({
      "templates.0.name": "B",
      "templates.0.subject": "Subject B",
      "templates.0.body": "Body B",
      "templates.1.name": "C",
      "templates.1.subject": "Subject C",
      "templates.1.body": "Body C",
    });
  });

  it("refuses more templates than a site keeps", () => {
    const many = Array.from({ length: MAX_TEMPLATES + 1 }, (_, index) => ({
      name: `T${index}`,
      subject: "s",
      body: "b",
    }));
    expect(readReplyTemplatesForm(replyTemplatesFormValues(many)).error).toBe(
      TOO_MANY_TEMPLATES_MESSAGE,
    );
    expect(readReplyTemplatesForm(replyTemplatesFormValues(many.slice(1))).error).toBeNull();
  });

  it("reads only the buttons it has; anything else saves", () => {
    expect(templatesIntentOf("up:3")).toEqual({ kind: "up", index: 3 });
    expect(templatesIntentOf("remove:12")).toEqual({ kind: "remove", index: 12 });
    expect(templatesIntentOf("save")).toEqual({ kind: "save" });
    expect(templatesIntentOf("up:-1")).toEqual({ kind: "save" });
    expect(templatesIntentOf("sideways:1")).toEqual({ kind: "save" });
    expect(templatesIntentOf(undefined)).toEqual({ kind: "save" });
  });

  it("puts a settings error beside its field, and any other under the form", () => {
    expect(replyTemplatesFormField("leads.replyTemplates.2.body")).toBe("templates.2.body");
    expect(replyTemplatesFormField("leads.replyTemplates")).toBe("form");
  });

  it("is checked by the settings schema: unknown merge fields and a name used twice are refused at their rows", () => {
    const { templates } = readReplyTemplatesForm(
      posted({
        "templates.1.body": "Hi {{firstName}}, the {{ colour }} one is {{car}} {{Car}}",
        "templates.2.name": "a",
        "templates.3.body": "A new one",
      }),
    );
    const result = applySettingsPatch({}, { leads: { replyTemplates: templates } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      "leads.replyTemplates.1.body":
        "{{ colour }}, {{Car}} are not merge fields: use {{firstName}}, {{name}}, {{car}}, {{salesperson}} or {{siteName}}.",
      "leads.replyTemplates.2.name":
        "Another template has this name: give each its own, so salespeople can tell them apart.",
      "leads.replyTemplates.3.name": "Enter a name.",
      "leads.replyTemplates.3.subject": "Enter a subject.",
    });
  });

  it("stores the defaults unchanged as a site's own", () => {
    const { templates } = readReplyTemplatesForm(replyTemplatesFormValues(DEFAULT_REPLY_TEMPLATES));
    const result = applySettingsPatch({}, { leads: { replyTemplates: templates } });
    expect(result.ok && result.data.leads).toEqual({ replyTemplates: DEFAULT_REPLY_TEMPLATES });
  });

  it("previews with a made-up shopper and the person editing", () => {
    expect(
      sampleMergeValues({
        salesperson: { name: "Adam Admin", email: "a@x.test" },
        siteName: "Metro",
      }),
    ).toEqual({
      firstName: "Alex",
      name: "Alex Citizen",
      car: "2022 Toyota Corolla Ascent Sport",
      salesperson: "Adam Admin",
      siteName: "Metro",
    });
  });
});
