import { describe, expect, it } from "vitest";
import { JOURNEY_FIELDS } from "@forecourt/core/forms/definitions/purchase-journey-form";
import { formFields, validateStep } from "@forecourt/core/forms/form-definition";
import { fieldContextFor, formSiteFor } from "@forecourt/core/forms/form-site";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { buildCarDetail, buildLocation } from "@forecourt/core/testing/car-detail";
import { POSTCODE_MESSAGE, ZIP_CODE_MESSAGE } from "@forecourt/core/validation/messages";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { reservationFormFor } from "./reservation-forms.ts";

/** The purchase journey a demo site's car page shows and its reservation is checked against. */
function demoJourney(slug: string) {
  const demo = DEMO_SITES.find((site) => site.slug === slug);
  if (!demo) throw new Error(`no demo site ${slug}`);
  const formSite = formSiteFor({ slug, settings: siteSettingsSchema.parse(demo.settings) }, [
    buildLocation(),
  ]);
  const form = reservationFormFor("purchase", formSite, buildCarDetail());
  const field = formFields(form).find((f) => f.name === JOURNEY_FIELDS.deliveryPostcode);
  const step = form.steps.findIndex((s) =>
    s.fields.some((f) => f.name === JOURNEY_FIELDS.deliveryPostcode),
  );
  /** The errors of the delivery step, delivered to an address with this postcode. */
  const deliveryErrors = (postcode: string) =>
    validateStep(
      form,
      step,
      {
        [JOURNEY_FIELDS.handover]: "Delivery",
        [JOURNEY_FIELDS.deliveryAddress]: "100 Congress Avenue",
        [JOURNEY_FIELDS.deliveryPostcode]: postcode,
      },
      fieldContextFor(formSite),
    ).errors;
  return { label: field?.label, deliveryErrors };
}

describe("the purchase journey's delivery postcode (issue 40, item 1)", () => {
  it("on a US site (lone-star-auto) is a ZIP code: 5 digits or ZIP+4, with its own message", () => {
    const journey = demoJourney("lone-star-auto");
    expect(journey.label).toBe("ZIP code");
    expect(journey.deliveryErrors("78701")).toEqual({});
    expect(journey.deliveryErrors("78701-1234")).toEqual({});
    for (const bad of ["7870", "2000"]) {
      expect(journey.deliveryErrors(bad), bad).toEqual({
        [JOURNEY_FIELDS.deliveryPostcode]: ZIP_CODE_MESSAGE,
      });
    }
  });

  it("on an AU site (metro-pre-owned) keeps the 4-digit postcode", () => {
    const journey = demoJourney("metro-pre-owned");
    expect(journey.label).toBe("Postcode");
    expect(journey.deliveryErrors("3000")).toEqual({});
    for (const bad of ["78701", "78701-1234"]) {
      expect(journey.deliveryErrors(bad), bad).toEqual({
        [JOURNEY_FIELDS.deliveryPostcode]: POSTCODE_MESSAGE,
      });
    }
  });
});
