import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "@forecourt/core/forms/lead";
import {
  NAME_MESSAGE,
  PHONE_NZ_MESSAGE,
  REQUIRED_MESSAGE,
  TOO_MANY_CHARACTERS_MESSAGE,
} from "@forecourt/core/validation/messages";
import { testFormSite } from "@forecourt/core/testing/form-site";
import { leadFormId } from "@forecourt/core/forms/site-forms";
import { isHoneypotFilled, NOT_A_LEAD_MESSAGE, parseLead } from "./parse-lead.ts";

// Leads are checked against their category's form (see core validate-lead.test.ts). A partial
// lead at step 0 has passed no step, so only the §5 rules of the keys it fills apply.
const au = testFormSite;
const stepZero = {
  category: "General",
  lead_status: "Incomplete",
  form_completed: false,
  step_number: 0,
};

describe("parseLead", () => {
  it("accepts a complete lead, trimming and normalising the phone", () => {
    const result = parseLead(
      {
        lead: {
          name: "Jo",
          email: " jo@example.com ",
          phone: "+61 2 9999 9999",
          category: "General",
          message: "Please call",
        },
      },
      au,
    );
    expect(result).toMatchObject({
      ok: true,
      isComplete: true,
      lead: { email: "jo@example.com", phone: "+61299999999" },
    });
  });

  it("accepts a partial lead without contact details", () => {
    const result = parseLead(
      { lead: { category: "Finance", lead_status: "Incomplete", form_completed: false } },
      au,
    );
    expect(result).toMatchObject({ ok: true, isComplete: false });
  });

  it("uses the site's phone variant", () => {
    const result = parseLead(
      { lead: { ...stepZero, name: "Jo", phone: "0812345678" } },
      { ...testFormSite, phoneVariant: "nz" },
    );
    expect(result).toEqual({ ok: false, kind: "invalid", errors: { phone: PHONE_NZ_MESSAGE } });
  });

  it("reports names, required fields and over-long text with the spec texts", () => {
    expect(
      parseLead({ lead: { ...stepZero, first_name: "R2D2", phone: "0299999999" } }, au),
    ).toEqual({
      ok: false,
      kind: "invalid",
      errors: { first_name: NAME_MESSAGE },
    });
    expect(
      parseLead(
        {
          lead: {
            category: "General",
            first_name: "",
            last_name: "Citizen",
            email: "jo@example.com",
            phone: "0299999999",
            message: "Please call",
          },
        },
        au,
      ),
    ).toMatchObject({ ok: false, kind: "invalid", errors: { first_name: REQUIRED_MESSAGE } });
    expect(parseLead({ lead: { category: "x".repeat(201) } }, au)).toEqual({
      ok: false,
      kind: "invalid",
      errors: { category: TOO_MANY_CHARACTERS_MESSAGE },
    });
    expect(parseLead({ lead: { name: "Jo", phone: "0299999999" } }, au)).toEqual({
      ok: false,
      kind: "invalid",
      errors: { category: REQUIRED_MESSAGE },
    });
  });

  it("tells a missing lead from one of the wrong type", () => {
    expect(parseLead({}, au)).toEqual({
      ok: false,
      kind: "invalid",
      errors: { lead: REQUIRED_MESSAGE },
    });
    for (const lead of ["x", [], 5, null]) {
      expect(parseLead({ lead }, au)).toEqual({
        ok: false,
        kind: "invalid",
        errors: { lead: NOT_A_LEAD_MESSAGE },
      });
    }
  });

  it("sees the honeypot on the raw body, before the schema drops it", () => {
    expect(isHoneypotFilled({ lead: { [HONEYPOT_FIELD]: "x" } })).toBe(true);
    expect(isHoneypotFilled({ lead: { [HONEYPOT_FIELD]: " " } })).toBe(false);
    expect(parseLead({ lead: { [HONEYPOT_FIELD]: "http://spam" } }, au)).toEqual({
      ok: false,
      kind: "honeypot",
    });
  });

  it("never throws, whatever the body", () => {
    fc.assert(
      fc.property(fc.anything(), fc.dictionary(fc.string(), fc.anything()), (body, lead) => {
        expect(() => parseLead(body, au)).not.toThrow();
        expect(() => parseLead({ lead }, au)).not.toThrow();
      }),
    );
  });

  describe("a car's enquiry on a site whose forms ask the location", () => {
    const site = {
      ...testFormSite,
      options: {
        ...testFormSite.options,
        locations: [
          { value: "7", label: "Main" },
          { value: "8", label: "Other" },
        ],
      },
    };
    const enquiry = {
      form_id: leadFormId(site, { id: "vehicle-enquiry" }),
      category: "Used Vehicle",
      first_name: "Jo",
      last_name: "Citizen",
      email: "jo@example.com",
      phone: "0412 345 678",
      message: "Is it still available?",
      car_id: 41,
      stock_number: "U1041",
    };

    it("takes the car's location, which the form did not ask, even one not offered to pick", () => {
      // The car's yard (9) is not among the sales locations the select offers.
      const lead = { ...enquiry, dealership_slug: "other-dealer", location_id: 9 };
      expect(parseLead({ lead }, site)).toMatchObject({ ok: true, lead: { location_id: 9 } });
    });

    it("asks the location when the car has none", () => {
      expect(parseLead({ lead: enquiry }, site)).toMatchObject({
        ok: false,
        errors: { location_id: REQUIRED_MESSAGE },
      });
    });
  });
});
