import { describe, expect, it } from "vitest";
import { withoutCardDetails } from "./card-answers.ts";
import { partsOrderForm } from "./definitions/page-forms.ts";
import { DEFAULT_LEAD_FORM_OPTIONS } from "./definitions/contact-fields.ts";
import { generalEnquiryForm } from "./definitions/enquiry-forms.ts";
import type { Lead } from "./lead.ts";

const lead = (fields: Record<string, string>): Lead =>
  ({ name: "Jo Citizen", category: "Parts", fields }) as Lead;

describe("withoutCardDetails", () => {
  const form = partsOrderForm(DEFAULT_LEAD_FORM_OPTIONS);

  it("keeps the last four digits of the card number and drops the expiry", () => {
    const kept = withoutCardDetails(
      lead({ card_number: "4111111111111111", card_expiry: "12/30", part_description: "Hub" }),
      form,
    );
    expect(kept.fields).toEqual({ card_number: "1111", part_description: "Hub" });
  });

  it("keeps the last four digits of a number typed with spaces", () => {
    const kept = withoutCardDetails(lead({ card_number: "4242 4242 4242 4242" }), form);
    expect(kept.fields).toEqual({ card_number: "4242" });
  });

  it("leaves a lead of a form without card fields as it is", () => {
    const given = lead({ card_number: "4111111111111111" });
    expect(withoutCardDetails(given, generalEnquiryForm(DEFAULT_LEAD_FORM_OPTIONS))).toBe(given);
  });

  it("leaves a lead without a form as it is", () => {
    const given = lead({ card_number: "4111111111111111" });
    expect(withoutCardDetails(given, null)).toBe(given);
  });
});
