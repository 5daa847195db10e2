import { describe, expect, it } from "vitest";
import type { Location } from "../../domain/location.ts";
import type { Site } from "../../site/site.ts";
import { siteSettingsSchema } from "../../site/site-settings.ts";
import { testFormSite } from "../../testing/form-site.ts";
import { AGE_MESSAGE, CHOICE_MESSAGE, REQUIRED_MESSAGE } from "../../validation/messages.ts";
import { buildLead } from "../build-lead.ts";
import {
  acceptedExtensions,
  formFields,
  serialiseValues,
  validateForm,
} from "../form-definition.ts";
import { fieldContextFor, formSiteFor, locationChoices } from "../form-site.ts";
import { siteForms } from "../site-forms.ts";
import {
  BIRTH_DATE_FIELD,
  DEFAULT_LEAD_FORM_OPTIONS,
  LOCATION_FIELD,
  TERMS_FIELD,
  WHERE_HEARD_FIELD,
  WHERE_HEARD_SOURCES,
  leadFormOptions,
} from "./contact-fields.ts";
import { careersApplicationForm } from "./careers-form.ts";
import { financeEnquiryForm } from "./finance-form.ts";
import { sellMyCarForm } from "./trade-in-forms.ts";

const TEXT_US_FORM_ID = "text-us";

const site = (leads: Record<string, unknown> = {}, paths: Record<string, unknown> = {}): Site => ({
  id: 1,
  slug: "demo",
  name: "Demo",
  primaryDealershipId: 1,
  domains: [],
  settings: siteSettingsSchema.parse({ leads, paths }),
});
const location = (id: number, dealershipSlug: string, types = ["sales"], isVisible = true) =>
  ({
    id,
    dealershipSlug,
    name: `Loc ${id}`,
    isPrimary: id === 1,
    isVisible,
    locationTypes: types,
  }) as Location;
const three = [location(1, "a"), location(2, "b"), location(3, "c"), location(4, "c", ["service"])];

describe("the location select (§5: required when shown)", () => {
  it("auto: offered on a site with several dealerships, sales locations only", () => {
    expect(locationChoices("auto", three, false)).toEqual([
      { value: "1", label: "Loc 1" },
      { value: "2", label: "Loc 2" },
      { value: "3", label: "Loc 3" },
    ]);
    expect(locationChoices("auto", [location(1, "a"), location(2, "a")], false)).toEqual([]);
    // A fixed destination (§7) would override the choice, so it is not asked.
    expect(locationChoices("auto", three, true)).toEqual([]);
    expect(locationChoices("never", three, false)).toEqual([]);
    expect(
      locationChoices("always", [location(1, "a"), location(2, "a", ["sales"], false)], true),
    ).toEqual([{ value: "1", label: "Loc 1" }]);
  });

  it("is on every form of a multi-dealership site, required, and only its own locations", () => {
    const formSite = formSiteFor(site(), three);
    const ctx = fieldContextFor(formSite);
    // 'Text us' asks only what a text needs (its own test); every other form asks the location.
    for (const form of siteForms(formSite).filter((f) => f.id !== TEXT_US_FORM_ID)) {
      const field = formFields(form).find((f) => f.name === LOCATION_FIELD);
      expect(field, form.id).toMatchObject({ type: "locationSelect", isRequired: true });
      const step = form.steps.findIndex((s) => s.fields.includes(field!));
      expect(validateForm(form, {}, ctx, { beforeStep: step + 1 }).errors[LOCATION_FIELD]).toBe(
        REQUIRED_MESSAGE,
      );
      expect(
        validateForm(form, { [LOCATION_FIELD]: "99" }, ctx, { beforeStep: step + 1 }).errors[
          LOCATION_FIELD
        ],
      ).toBe(CHOICE_MESSAGE);
    }
  });

  it("sends the chosen location, not the site's default dealership", () => {
    const formSite = formSiteFor(site(), three);
    const form = siteForms(formSite)[0]!;
    const lead = buildLead(form, serialiseValues(form, { [LOCATION_FIELD]: "3" }), formSite);
    expect(lead.location_id).toBe("3");
    expect(lead.dealership_slug).toBeUndefined();
  });
});

describe("settings-driven questions", () => {
  it("none by default", () => {
    const names = siteForms(testFormSite).flatMap((f) => formFields(f).map((x) => x.name));
    for (const name of [
      LOCATION_FIELD,
      WHERE_HEARD_FIELD,
      TERMS_FIELD,
      "middle_name",
      BIRTH_DATE_FIELD,
    ]) {
      expect(names).not.toContain(name);
    }
    expect(leadFormOptions()).toEqual(DEFAULT_LEAD_FORM_OPTIONS);
  });

  it("where heard (eight sources), terms consent linking the site's terms, middle name", () => {
    const formSite = formSiteFor(
      site(
        { askWhereHeard: true, askTermsConsent: true, askMiddleName: true },
        { usePagesPath: true },
      ),
      [location(1, "a")],
    );
    // 'Text us' asks these only where the site's chat settings say so (its own test).
    for (const form of siteForms(formSite).filter((f) => f.id !== TEXT_US_FORM_ID)) {
      const fields = formFields(form);
      const heard = fields.find((f) => f.name === WHERE_HEARD_FIELD);
      expect(
        heard?.options?.map((o) => o.value),
        form.id,
      ).toEqual([...WHERE_HEARD_SOURCES]);
      expect(WHERE_HEARD_SOURCES).toHaveLength(8);
      const terms = fields.find((f) => f.name === TERMS_FIELD);
      expect(terms).toMatchObject({
        type: "check",
        isRequired: true,
        href: "/pages/terms-and-conditions",
      });
      // The chat's 'Text us' form asks one name, never split into first, middle and last.
      if (fields.some((f) => f.name === "first_name")) {
        expect(fields.find((f) => f.name === "middle_name")).toMatchObject({ isRequired: false });
      }
      const ctx = fieldContextFor(formSite);
      expect(validateForm(form, { [TERMS_FIELD]: false }, ctx).errors[TERMS_FIELD]).toBe(
        REQUIRED_MESSAGE,
      );
    }
  });

  it("finance: birth date in parts with the age check, and Best Finance / Best Deal", () => {
    const options = leadFormOptions({
      askBirthDate: true,
      minimumApplicantAge: 21,
      askBestFinanceQuestions: true,
    });
    const form = financeEnquiryForm(options);
    const fields = formFields(form);
    expect(fields.find((f) => f.name === BIRTH_DATE_FIELD)).toMatchObject({
      type: "dob",
      minimumAge: 21,
    });
    expect(fields.filter((f) => f.type === "yesNo").map((f) => f.label)).toEqual([
      "Best Finance",
      "Best Deal",
    ]);
    const ctx = { phoneVariant: "au" as const, today: new Date(2026, 10, 22) };
    expect(
      validateForm(form, { [BIRTH_DATE_FIELD]: "2006-01-01" }, ctx).errors[BIRTH_DATE_FIELD],
    ).toBe(AGE_MESSAGE(21));
    const values = serialiseValues(form, {
      [BIRTH_DATE_FIELD]: "1980-7-4",
      best_finance: true,
      best_deal: "No",
    });
    expect(values).toMatchObject({
      birth_date: "1980-07-04",
      birth_date_day: "04",
      birth_date_month: "07",
      birth_date_year: "1980",
      best_finance: "Yes",
      best_deal: "No",
    });
  });

  it("file fields take the types their form declares", () => {
    const photos = formFields(sellMyCarForm(DEFAULT_LEAD_FORM_OPTIONS)).find(
      (f) => f.type === "file",
    );
    const resume = formFields(careersApplicationForm(DEFAULT_LEAD_FORM_OPTIONS)).find(
      (f) => f.type === "file",
    );
    expect(acceptedExtensions(photos!)).toEqual(["jpg", "jpeg", "png", "webp", "heic"]);
    expect(acceptedExtensions(resume!)).toEqual(["pdf", "doc", "docx"]);
    expect(acceptedExtensions({ accept: "image/*" })).toBeNull();
  });
});
