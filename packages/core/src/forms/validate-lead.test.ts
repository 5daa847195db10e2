import { describe, expect, it } from "vitest";
import {
  CHOICE_MESSAGE,
  E164_AU_MESSAGE,
  EMAIL_MESSAGE,
  NAME_MESSAGE,
  PHONE_NZ_MESSAGE,
  POSTCODE_MESSAGE,
  REQUIRED_MESSAGE,
  ZIP_CODE_MESSAGE,
} from "../validation/messages.ts";
import { buildLead } from "./build-lead.ts";
import { formFields, serialiseValues, type FormDefinition } from "./form-definition.ts";
import { finalSubmitPayload, initialMultiStepState, partialSavePayload } from "./multi-step.ts";
import type { Lead } from "./lead.ts";
import { leadFormId, siteForm, siteFormForCategory, siteForms } from "./site-forms.ts";
import { ENQUIRY_TYPES } from "./lead.ts";
import { testFormSite as site } from "../testing/form-site.ts";
import { sampleAnswer } from "../testing/field-answers.ts";
import { PAGE_FORM_IDS } from "./page-form-ids.ts";
import {
  FORM_OF_ANOTHER_SITE_MESSAGE,
  UNKNOWN_FORM_MESSAGE,
  STEP_NUMBER_MESSAGE,
  UNKNOWN_CATEGORY_MESSAGE,
  validateLead,
} from "./validate-lead.ts";

const person = {
  first_name: "Jo",
  last_name: "Citizen",
  email: "jo@example.com",
  phone: "0412 345 678",
};

const answerFor = sampleAnswer;

const answersFor = (form: FormDefinition) =>
  Object.fromEntries(
    formFields(form)
      .filter((field) => field.type !== "hidden" && field.type !== "file")
      .map((field) => [field.name, answerFor(field)]),
  );
const fileFieldsOf = (form: FormDefinition) =>
  formFields(form)
    .filter((field) => field.type === "file")
    .map((field) => field.name);

const leadFor = (form: FormDefinition, answers: Record<string, unknown>) =>
  buildLead(form, serialiseValues(form, answers, site), site);

/** The test site with every page form switched on in its settings. */
const everyFormSite = { ...site, options: { ...site.options, pageForms: PAGE_FORM_IDS } };

describe("validateLead: the lead the browser builds passes the server's check", () => {
  it.each(siteForms(everyFormSite).map((form) => [form.id, form] as const))(
    "%s, complete and saved step by step",
    (_id, form) => {
      const answers = answersFor(form);
      const lead = leadFor(form, answers);
      const fileFields = fileFieldsOf(form);
      let state = initialMultiStepState(form.steps.length);
      for (let step = 0; step < form.steps.length - 1; step += 1) {
        const partial = partialSavePayload(state, lead) as Lead;
        expect(validateLead(partial, everyFormSite, { fileFields })).toMatchObject({
          ok: true,
          isComplete: false,
        });
        state = { ...state, stepIndex: step + 1 };
      }
      const final = form.steps.length > 1 ? (finalSubmitPayload(state, lead) as Lead) : lead;
      expect(validateLead(final, everyFormSite, { fileFields })).toMatchObject({
        ok: true,
        isComplete: true,
        form: { id: form.id },
      });
    },
  );

  it("keeps a card number's last four digits and no expiry (decision 0018)", () => {
    const form = siteForm(everyFormSite, "parts-order")!;
    const lead = leadFor(form, {
      ...answersFor(form),
      card_number: "4111 1111 1111 1111",
      card_expiry: "12/30",
    });
    const result = validateLead(lead, everyFormSite);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.lead.fields?.card_number).toBe("1111");
    expect(result.lead.fields).not.toHaveProperty("card_expiry");
    expect(JSON.stringify(result.lead)).not.toContain("4111111111111111");
  });

  it("refuses a page form the site's settings do not list", () => {
    const form = siteForm(everyFormSite, "service-feedback")!;
    const result = validateLead(leadFor(form, answersFor(form)), site);
    expect(result).toEqual({ ok: false, errors: { form_id: UNKNOWN_FORM_MESSAGE } });
  });
});

describe("validateLead: opt-in consent (§5)", () => {
  const unticked = { ...site, options: { ...site.options, isOptInTicked: false } };
  const general = siteForm(unticked, "general-enquiry")!;

  it("starts the box as the site's setting says", () => {
    const optIn = (s: typeof site) =>
      formFields(siteForm(s, "general-enquiry")!).find((f) => f.type === "optIn");
    expect(optIn(site)?.defaultValue).toBe(true);
    expect(optIn(unticked)?.defaultValue).toBe(false);
  });

  it("records on the server whether the shopper changed the box, whatever the browser says", () => {
    const answers = { ...answersFor(general), opt_in: true };
    const lead = leadFor(general, answers);
    const forged = { ...lead, fields: { ...lead.fields, opt_in_changed: "No" } };
    const result = validateLead(forged, unticked);
    expect(result.ok && result.lead).toMatchObject({
      opt_in: "Yes",
      fields: { opt_in_changed: "Yes" },
    });
    const kept = validateLead(leadFor(general, { ...answers, opt_in: false }), unticked);
    expect(kept.ok && kept.lead).toMatchObject({ opt_in: "No", fields: { opt_in_changed: "No" } });
    // On a site whose box starts ticked, leaving it ticked is no change.
    const ticked = siteForm(site, "general-enquiry")!;
    const asShown = validateLead(leadFor(ticked, answersFor(ticked)), site);
    expect(asShown.ok && asShown.lead.fields).toMatchObject({ opt_in_changed: "No" });
  });
});

describe("validateLead: a form's rules", () => {
  const general = siteForm(site, "general-enquiry")!;
  const formId = leadFormId(site, general);

  it("refuses the issue's example: a phone alone on a general enquiry", () => {
    const result = validateLead({ phone: "0412345678", category: "General" }, site);
    expect(result).toEqual({
      ok: false,
      errors: {
        first_name: REQUIRED_MESSAGE,
        last_name: REQUIRED_MESSAGE,
        email: REQUIRED_MESSAGE,
        message: REQUIRED_MESSAGE,
      },
    });
  });

  it("puts a missing required field's message under that field", () => {
    const lead = { ...leadFor(general, answersFor(general)), email: undefined };
    expect(validateLead(lead, site)).toEqual({ ok: false, errors: { email: REQUIRED_MESSAGE } });
  });

  it("uses the site's phone variant and postcode setting", () => {
    const nz = { ...site, phoneVariant: "nz" as const };
    const lead = leadFor(general, answersFor(general));
    expect(validateLead({ ...lead, phone: "0812345678" }, nz)).toEqual({
      ok: false,
      errors: { phone: PHONE_NZ_MESSAGE },
    });
    const asking = { ...site, options: { ...site.options, isPostcodeRequired: true } };
    expect(validateLead(lead, asking)).toEqual({
      ok: false,
      errors: { postcode: REQUIRED_MESSAGE },
    });
    expect(validateLead({ ...lead, postcode: "20" }, asking)).toEqual({
      ok: false,
      errors: { postcode: POSTCODE_MESSAGE },
    });
  });

  it("takes a US site's ZIP code (5 digits or ZIP+4) and keeps 4 digits for AU and NZ", () => {
    const lead = leadFor(general, answersFor(general));
    const us = { ...site, locale: "en-US" as const, phoneVariant: "us" as const };
    for (const zip of ["78701", "78701-1234"]) {
      expect(
        validateLead({ ...lead, phone: "(512) 555-0100", postcode: zip }, us),
        zip,
      ).toMatchObject({
        ok: true,
      });
    }
    for (const bad of ["7870", "787011", "78701-12", "2000"]) {
      expect(validateLead({ ...lead, phone: "(512) 555-0100", postcode: bad }, us), bad).toEqual({
        ok: false,
        errors: { postcode: ZIP_CODE_MESSAGE },
      });
    }
    for (const locale of ["en-AU", "en-NZ"] as const) {
      const local = { ...site, locale };
      expect(validateLead({ ...lead, postcode: "2000" }, local)).toMatchObject({ ok: true });
      expect(validateLead({ ...lead, postcode: "78701" }, local)).toEqual({
        ok: false,
        errors: { postcode: POSTCODE_MESSAGE },
      });
    }
  });

  it("keeps a text message's mobile in E.164, and refuses a number a text cannot reach", () => {
    const textUs = siteForm(site, "text-us")!;
    const lead = { ...leadFor(textUs, answersFor(textUs)), phone: "0412 345 678" };
    expect(validateLead(lead, site)).toMatchObject({
      ok: true,
      lead: { phone: "+61412345678" },
    });
    expect(validateLead({ ...lead, phone: "(02) 9999 9999" }, site)).toEqual({
      ok: false,
      errors: { phone: E164_AU_MESSAGE },
    });
    const us = { ...site, locale: "en-US" as const, phoneVariant: "us" as const };
    const usLead = { ...leadFor(textUs, answersFor(textUs)), phone: "(512) 555-0100" };
    expect(validateLead(usLead, us)).toMatchObject({ ok: true, lead: { phone: "+15125550100" } });
    // Other forms keep any number the site takes, in E.164 too (one phone rule).
    expect(validateLead(leadFor(general, answersFor(general)), site)).toMatchObject({
      ok: true,
      lead: { phone: "+61412345678" },
    });
  });

  it("takes only the options of a choice field", () => {
    const lead = leadFor(general, answersFor(general));
    const choice = formFields(general).find(
      (f) => f.type === "select" && (f.options?.length ?? 0) > 0,
    );
    if (!choice) throw new Error("the general enquiry has no select");
    expect(validateLead({ ...lead, [choice.name]: "Facebook" }, site)).toMatchObject({
      ok: false,
      errors: { [choice.name]: CHOICE_MESSAGE },
    });
    expect(
      validateLead({ ...lead, [choice.name]: choice.options?.[0]?.value }, site),
    ).toMatchObject({ ok: true });
  });

  it("takes a whole name for first and last name, as spec §3 allows", () => {
    const { first_name: _first, last_name: _last, ...rest } = leadFor(general, answersFor(general));
    expect(validateLead({ ...rest, name: "Jo-Anne O'Brien" }, site)).toMatchObject({ ok: true });
    expect(validateLead({ ...rest, name: "undefined undefined" }, site)).toMatchObject({
      ok: false,
      errors: { first_name: REQUIRED_MESSAGE, last_name: REQUIRED_MESSAGE },
    });
  });

  it("refuses a lead naming another site in website_slug, and takes its own site's", () => {
    const lead = leadFor(general, answersFor(general));
    expect(validateLead({ ...lead, website_slug: "other-site" }, site)).toEqual({
      ok: false,
      errors: { website_slug: FORM_OF_ANOTHER_SITE_MESSAGE },
    });
    expect(validateLead({ ...lead, website_slug: site.websiteSlug }, site).ok).toBe(true);
    expect(validateLead({ ...lead, website_slug: undefined }, site).ok).toBe(true);
  });

  it("refuses another site's form and an unknown form", () => {
    const lead = leadFor(general, answersFor(general));
    expect(validateLead({ ...lead, form_id: "other-site/general-enquiry" }, site)).toEqual({
      ok: false,
      errors: { form_id: FORM_OF_ANOTHER_SITE_MESSAGE },
    });
    for (const unknown of ["demo-site/no-such-form", "general-enquiry", ""]) {
      expect(validateLead({ ...lead, form_id: unknown }, site)).toEqual({
        ok: false,
        errors: { form_id: UNKNOWN_FORM_MESSAGE },
      });
    }
    expect(validateLead({ ...lead, form_id: formId }, site)).toMatchObject({ ok: true });
  });

  it("checks a named form even when the category is another form's", () => {
    const lead = { ...leadFor(general, answersFor(general)), category: "Service" };
    expect(validateLead(lead, site)).toMatchObject({ ok: true, form: { id: "general-enquiry" } });
    const { form_id: _id, ...unnamed } = lead;
    expect(validateLead(unnamed, site)).toMatchObject({
      ok: false,
      errors: { make: REQUIRED_MESSAGE, dateTime: REQUIRED_MESSAGE },
    });
  });
});

describe("validateLead: partial leads (spec §4)", () => {
  const finance = siteForm(site, "finance-enquiry")!;
  const partial = (lead: Partial<Lead>): Lead => ({
    category: "Finance",
    form_id: leadFormId(site, finance),
    lead_status: "Incomplete",
    form_completed: false,
    ...lead,
  });

  it("accepts step 0: nothing has been passed yet", () => {
    expect(validateLead(partial({ step_number: 0 }), site)).toMatchObject({
      ok: true,
      isComplete: false,
    });
    expect(validateLead(partial({}), site)).toMatchObject({ ok: true });
  });

  it("checks the steps before step_number, except skipped ones", () => {
    expect(validateLead(partial({ step_number: 1, first_name: "Jo" }), site)).toEqual({
      ok: false,
      errors: {
        last_name: REQUIRED_MESSAGE,
        email: REQUIRED_MESSAGE,
        phone: REQUIRED_MESSAGE,
      },
    });
    expect(validateLead(partial({ step_number: 1, ...person }), site)).toMatchObject({ ok: true });
    const second = validateLead(partial({ step_number: 2, ...person }), site);
    expect(second).toMatchObject({ ok: false, errors: { vehiclePriceBudget: REQUIRED_MESSAGE } });
    const skipped = partial({ step_number: 2, ...person, skipped_steps: [{ from: 0, to: 2 }] });
    expect(validateLead(skipped, site)).toMatchObject({ ok: true });
  });

  it("checks every step for a step number past the last, and refuses one past any form", () => {
    const all = validateLead(partial({ step_number: 4, ...person }), site);
    expect(all).toMatchObject({ ok: false, errors: { annual_income: REQUIRED_MESSAGE } });
    expect(validateLead(partial({ step_number: 1_001 }), site)).toMatchObject({
      ok: false,
      errors: { step_number: STEP_NUMBER_MESSAGE },
    });
  });

  it("still checks what is filled with the §5 rules", () => {
    expect(validateLead(partial({ email: "jo@", first_name: "J0" }), site)).toEqual({
      ok: false,
      errors: { email: EMAIL_MESSAGE, first_name: NAME_MESSAGE },
    });
  });
});

describe("validateLead: a category no form has", () => {
  it("is refused: the site's enquiry types (spec §9) each have a form", () => {
    for (const category of ["Brochure request", "Foo", "general"]) {
      expect(validateLead({ category, name: "Jo", phone: "0400000000" }, site), category).toEqual({
        ok: false,
        errors: { category: UNKNOWN_CATEGORY_MESSAGE },
      });
    }
    for (const category of ENQUIRY_TYPES) {
      expect(siteFormForCategory(site, { category }), category).not.toBeNull();
    }
  });
});

describe("validateLead: the §3 keys", () => {
  it("trims and normalises what it keeps", () => {
    const general = siteForm(site, "general-enquiry")!;
    const result = validateLead(
      {
        ...leadFor(general, answersFor(general)),
        email: " jo@example.com ",
        phone: "+61 2 9999 9999",
      },
      site,
    );
    expect(result).toMatchObject({
      ok: true,
      lead: { email: "jo@example.com", phone: "+61299999999" },
    });
  });
});
