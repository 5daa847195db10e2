import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { generalEnquiryForm } from "@forecourt/core/forms/definitions/enquiry-forms";
import { purchaseJourneyForm } from "@forecourt/core/forms/definitions/purchase-journey-form";
import { textUsForm } from "@forecourt/core/forms/definitions/text-us-form";
import { formFields } from "@forecourt/core/forms/form-definition";
import { AUTOCOMPLETE } from "./form-field.tsx";
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
    const hints = (names: string[]) => names.map((name) => [name, AUTOCOMPLETE[name]]);
    const chat = formFields(textUsForm(options)).map((f) => f.name);
    expect(chat).toContain("name");
    expect(hints(["name", "phone"])).toEqual([
      ["name", "name"],
      ["phone", "tel"],
    ]);
    const journey = formFields(purchaseJourneyForm(options)).map((f) => f.name);
    expect(journey).toEqual(expect.arrayContaining(["delivery_address", "delivery_postcode"]));
    expect(hints(["delivery_address", "delivery_postcode"])).toEqual([
      ["delivery_address", "street-address"],
      ["delivery_postcode", "postal-code"],
    ]);
  });
});
