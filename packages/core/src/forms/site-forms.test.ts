import { describe, expect, it } from "vitest";
import * as definitions from "./definitions/index.ts";
import { DEFAULT_LEAD_FORM_OPTIONS } from "./definitions/contact-fields.ts";
import type { FormDefinition } from "./form-definition.ts";
import { ENQUIRY_TYPES } from "./lead.ts";
import { testFormSite } from "../testing/form-site.ts";
import { PAGE_FORM_IDS } from "./page-form-ids.ts";
import {
  SITE_FORM_IDS,
  leadFormId,
  parseLeadFormId,
  siteForm,
  siteFormForCategory,
  siteForms,
} from "./site-forms.ts";

const withPageForms = {
  ...testFormSite,
  options: { ...testFormSite.options, pageForms: PAGE_FORM_IDS },
};

describe("siteForm", () => {
  it("builds each form under its own id", () => {
    for (const id of SITE_FORM_IDS) expect(siteForm(withPageForms, id)?.id).toBe(id);
    expect(siteForms(withPageForms).map((form) => form.id)).toEqual(SITE_FORM_IDS);
    expect(siteForm(testFormSite, "no-such-form")).toBeNull();
    expect(siteForm(testFormSite, "__proto__")).toBeNull();
  });

  it("offers a page form only where the site's settings list it", () => {
    for (const id of PAGE_FORM_IDS) expect(siteForm(testFormSite, id)).toBeNull();
    const ids = siteForms(testFormSite).map((form) => form.id);
    expect(ids).toEqual(SITE_FORM_IDS.filter((id) => !PAGE_FORM_IDS.includes(id as never)));
    const feedbackOnly = {
      ...testFormSite,
      options: { ...testFormSite.options, pageForms: ["service-feedback" as const] },
    };
    expect(siteForm(feedbackOnly, "service-feedback")?.id).toBe("service-feedback");
    expect(siteForm(feedbackOnly, "parts-order")).toBeNull();
  });

  it("knows every form the definitions can build, so no page's form goes unchecked", () => {
    const builders = Object.entries(definitions).filter(
      (entry): entry is [string, (options: object) => FormDefinition] =>
        entry[0].endsWith("Form") && typeof entry[1] === "function",
    );
    expect(builders.length).toBeGreaterThanOrEqual(SITE_FORM_IDS.length);
    for (const [name, build] of builders) {
      const form = build({ ...DEFAULT_LEAD_FORM_OPTIONS, dates: [], slots: [] });
      expect(SITE_FORM_IDS, name).toContain(form.id);
    }
  });

  it("follows the site's settings and dealerships", () => {
    const asking = {
      ...testFormSite,
      options: { ...DEFAULT_LEAD_FORM_OPTIONS, isMessageRequired: false, isPostcodeRequired: true },
    };
    const general = siteForm(asking, "general-enquiry");
    const fields = general?.steps.flatMap((step) => step.fields) ?? [];
    expect(fields.find((f) => f.name === "postcode")).toBeDefined();
    expect(fields.find((f) => f.name === "message")?.isRequired).toBe(false);
    const finance = siteForm(testFormSite, "finance-enquiry");
    const financeFields = finance?.steps.flatMap((step) => step.fields) ?? [];
    expect(financeFields.find((f) => f.name === "preferredDealership")).toBeDefined();
  });
});

describe("siteFormForCategory", () => {
  const idFor = (category: string, subcategory?: string) =>
    siteFormForCategory(testFormSite, { category, subcategory })?.id ?? null;

  it("has a form for every §9 enquiry type", () => {
    for (const type of ENQUIRY_TYPES) expect(idFor(type), type).not.toBeNull();
    expect(idFor("General")).toBe("general-enquiry");
    expect(idFor("Service")).toBe("service-booking");
    expect(idFor("Finance")).toBe("finance-enquiry");
    expect(idFor("Careers")).toBe("careers-application");
  });

  it("tells a vehicle category's forms apart by subcategory", () => {
    expect(idFor("New Vehicle")).toBe("vehicle-enquiry");
    expect(idFor("Used Vehicle")).toBe("vehicle-enquiry");
    expect(idFor("Used Vehicle", "Test Drive")).toBe("test-drive");
    expect(idFor("New Vehicle", "Request Photos")).toBe("request-photos");
    expect(idFor("Used Vehicle", "Trade-in")).toBe("trade-in");
    expect(idFor("Used Vehicle", "Something else")).toBe("vehicle-enquiry");
  });

  it("has none for a category no form has", () => {
    expect(idFor("Brochure request")).toBeNull();
  });
});

describe("lead form ids", () => {
  it("name the site and the form", () => {
    const id = leadFormId(testFormSite, { id: "general-enquiry" });
    expect(id).toBe("demo-site/general-enquiry");
    expect(parseLeadFormId(id)).toEqual({ websiteSlug: "demo-site", formId: "general-enquiry" });
    for (const bad of ["", "general-enquiry", "/general-enquiry", "demo-site/"]) {
      expect(parseLeadFormId(bad)).toBeNull();
    }
  });
});
