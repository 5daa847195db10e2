import { describe, expect, it } from "vitest";
import { formFields } from "../form-definition.ts";
import { DEFAULT_LEAD_FORM_OPTIONS } from "./contact-fields.ts";
import { TEXT_US_CATEGORY, textUsForm } from "./text-us-form.ts";

describe("textUsForm", () => {
  it("asks a message, a name and a mobile, all required, as a 'Text us' lead (event 56)", () => {
    const form = textUsForm({ ...DEFAULT_LEAD_FORM_OPTIONS, isMessageRequired: false });
    expect(form.category).toBe(TEXT_US_CATEGORY);
    expect(form.eventId).toBe(56);
    const fields = formFields(form);
    expect(fields.map((f) => f.name)).toEqual(["message", "name", "phone"]);
    expect(fields.every((f) => f.isRequired)).toBe(true);
  });

  it("asks nothing more of a site whose every form asks where heard, terms and location", () => {
    const form = textUsForm({
      ...DEFAULT_LEAD_FORM_OPTIONS,
      locations: [
        { value: "1", label: "North" },
        { value: "2", label: "South" },
      ],
      askWhereHeard: true,
      termsHref: "/terms",
    });
    expect(formFields(form).map((f) => f.name)).toEqual(["message", "name", "phone"]);
  });

  it("asks where heard and terms consent where the site's chat settings say so", () => {
    const form = textUsForm({
      ...DEFAULT_LEAD_FORM_OPTIONS,
      textUs: { askWhereHeard: true, termsHref: "/terms" },
    });
    const names = formFields(form).map((f) => f.name);
    expect(names).toEqual([
      "message",
      "name",
      "phone",
      "where_did_you_hear_about_us",
      "terms_conditions",
    ]);
    expect(names).not.toContain("opt_in");
  });
});
