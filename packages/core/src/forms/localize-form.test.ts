import { describe, expect, it } from "vitest";
import { foreignWordsIn } from "../locale/dictionary.ts";
import { LOCALES } from "../locale/locale.ts";
import { DEFAULT_LEAD_FORM_OPTIONS } from "./definitions/contact-fields.ts";
import { generalEnquiryForm, vehicleEnquiryForm } from "./definitions/enquiry-forms.ts";
import { tradeInForm } from "./definitions/trade-in-forms.ts";
import type { FormDefinition } from "./form-definition.ts";
import { siteForms } from "./site-forms.ts";
import { testFormSite } from "../testing/form-site.ts";

/** Every word of a form a shopper reads. */
function formText(form: FormDefinition): string {
  return [
    form.name,
    form.submitLabel ?? "",
    ...form.steps.flatMap((step) => [
      step.title,
      step.skipTo?.label ?? "",
      ...step.fields.flatMap((field) =>
        field.type === "hidden"
          ? []
          : [field.label, field.placeholder ?? "", ...(field.options ?? []).map((o) => o.label)],
      ),
    ]),
  ].join(" \n ");
}

describe("forms in the site's locale", () => {
  it("asks a US shopper for a plate, a US state, miles and a ZIP code", () => {
    const options = {
      ...DEFAULT_LEAD_FORM_OPTIONS,
      isPostcodeRequired: true,
      locale: "en-US" as const,
    };
    const fields = tradeInForm(options).steps.flatMap((step) => step.fields);
    const label = (name: string) => fields.find((field) => field.name === name)?.label;
    expect(label("rego")).toBe("Plate");
    expect(label("regoState")).toBe("State");
    expect(label("kilometres")).toBe("Odometer (mi)");
    expect(label("postcode")).toBe("ZIP code");
    const states = fields.find((field) => field.name === "regoState")?.options ?? [];
    expect(states.map((o) => o.value)).toContain("TX");
    expect(states.map((o) => o.value)).not.toContain("NSW");
    const general = generalEnquiryForm(options);
    expect(general.submitLabel).toBe("Send inquiry");
    expect(general.steps[0]?.fields[0]?.label).toBe("Inquiry type");
  });

  it("asks a New Zealand shopper for a region of New Zealand", () => {
    const form = tradeInForm({ ...DEFAULT_LEAD_FORM_OPTIONS, locale: "en-NZ" });
    const region = form.steps[0]?.fields.find((field) => field.name === "regoState");
    expect(region?.label).toBe("Region");
    expect(region?.options?.map((o) => o.label)).toContain("Auckland");
    expect(region?.options?.map((o) => o.value)).not.toContain("NSW");
  });

  it("words a sold car's enquiry as one about similar vehicles, asking the same answers", () => {
    const forSale = vehicleEnquiryForm({ ...DEFAULT_LEAD_FORM_OPTIONS, carType: "used" });
    const sold = vehicleEnquiryForm({
      ...DEFAULT_LEAD_FORM_OPTIONS,
      carType: "used",
      isSold: true,
    });
    expect(sold.submitLabel).toBe("Find me a similar vehicle");
    expect(sold.steps[0]?.fields.find((f) => f.name === "message")?.label).toMatch(/similar/);
    const shape = (form: FormDefinition) =>
      form.steps.flatMap((step) => step.fields.map((f) => [f.name, f.isRequired]));
    expect(shape(sold)).toEqual(shape(forSale));
    expect(sold.category).toBe(forSale.category);
  });

  it("keeps the values a lead sends, whatever the locale", () => {
    const au = generalEnquiryForm({ ...DEFAULT_LEAD_FORM_OPTIONS, locale: "en-AU" });
    const us = generalEnquiryForm({ ...DEFAULT_LEAD_FORM_OPTIONS, locale: "en-US" });
    expect(us.category).toBe(au.category);
    expect(us.steps[0]?.fields.map((f) => f.name)).toEqual(au.steps[0]?.fields.map((f) => f.name));
  });

  it.each(LOCALES)("shows no word of another locale on any %s form", (locale) => {
    const site = {
      ...testFormSite,
      locale,
      options: { ...DEFAULT_LEAD_FORM_OPTIONS, isPostcodeRequired: true, locale },
    };
    for (const form of siteForms(site)) {
      expect(foreignWordsIn(formText(form), locale), `${locale} ${form.id}`).toEqual([]);
    }
  });
});
