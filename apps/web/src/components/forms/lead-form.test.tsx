import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { generalEnquiryForm } from "@forecourt/core/forms/definitions/enquiry-forms";
import { purchaseJourneyForm } from "@forecourt/core/forms/definitions/purchase-journey-form";
import { textUsForm } from "@forecourt/core/forms/definitions/text-us-form";
import {
  formFields,
  type FormField as FieldDefinition,
} from "@forecourt/core/forms/form-definition";
import { LeadFormField } from "./form-field.tsx";
import { testFormSite } from "@forecourt/core/testing/form-site";
import { LeadForm } from "./lead-form.tsx";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined }) }));

describe("LeadForm", () => {
  it("is served with its submit disabled until the page has hydrated, its fields open", () => {
    const html = renderToStaticMarkup(
      <LeadForm form={generalEnquiryForm(testFormSite.options)} site={testFormSite} />,
    );
    const submit = /<button[^>]*type="submit"[^>]*>/.exec(html)?.[0] ?? "";
    expect(submit).toContain('disabled=""');
    // Only the submit waits: a shopper can start typing before the page hydrates.
    const email = /<input[^>]*name="email"[^>]*>/.exec(html)?.[0] ?? "";
    expect(email).not.toBe("");
    expect(email).not.toContain("disabled");
  });

  it("gives each personal-data field of the chat and the purchase journey its autofill hint (WCAG 1.3.5)", () => {
    const options = testFormSite.options;
    // The hint each field is served with, read from its rendered markup.
    const served = (fields: FieldDefinition[], names: string[]) =>
      names.map((name) => {
        const field = fields.find((f) => f.name === name);
        if (!field) return [name, "no such field"];
        const html = renderToStaticMarkup(
          <LeadFormField
            field={field}
            idPrefix="t"
            value=""
            error={undefined}
            maxLength={undefined}
            isDisabled={false}
            lookups={{ vehicles: [], values: {}, distanceUnit: "km" }}
            onChange={() => undefined}
          />,
        );
        return [
          name,
          /autoComplete="([^"]*)"|autocomplete="([^"]*)"/i.exec(html)?.slice(1).find(Boolean) ??
            "none",
        ];
      });
    expect(served(formFields(textUsForm(options)), ["name", "phone"])).toEqual([
      ["name", "name"],
      ["phone", "tel"],
    ]);
    expect(
      served(formFields(purchaseJourneyForm(options)), ["delivery_address", "delivery_postcode"]),
    ).toEqual([
      ["delivery_address", "street-address"],
      ["delivery_postcode", "postal-code"],
    ]);
  });
});
