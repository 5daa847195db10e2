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

  it("adds the site's location select and terms consent, without an opt-in", () => {
    const form = textUsForm({
      ...DEFAULT_LEAD_FORM_OPTIONS,
      locations: [
        { value: "1", label: "North" },
        { value: "2", label: "South" },
      ],
      termsHref: "/terms",
    });
    const names = formFields(form).map((f) => f.name);
    expect(names).toContain("location_id");
    expect(names).toContain("terms_conditions");
    expect(names).not.toContain("opt_in");
  });
});
