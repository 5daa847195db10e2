import type { FormDefinition } from "@forecourt/core/forms/form-definition";
import type { FormSite } from "@forecourt/core/forms/form-site";
import {
  valuationEndpointOf,
  type ValuationSettings,
} from "@forecourt/core/valuation/valuation-service";
import { FormPage } from "./form-page.tsx";
import { LeadForm } from "./lead-form.tsx";

/** The trade-in valuation's words, the same at `/trade-in` and at `{vehicleBase}/trade-in`. */
export const TRADE_IN_PAGE = {
  title: "Trade-in valuation",
  intro: "Tell us about your vehicle for a valuation.",
} as const;

/**
 * A page whose form is about the shopper's own vehicle (trade-in, sell my car): 'Find my
 * vehicle' by rego and state, valued by the site's valuation service where it has one.
 */
export function ValuationFormPage({
  title,
  intro,
  form,
  site,
  settings,
}: {
  title: string;
  intro: string;
  form: FormDefinition;
  /** The site's form settings, from `getFormSite(site)`. */
  site: FormSite;
  /** The site's settings, which choose its valuation service. */
  settings: ValuationSettings;
}) {
  return (
    <FormPage title={title} intro={intro}>
      <LeadForm
        form={form}
        site={site}
        hasRegoLookup
        valuationEndpoint={valuationEndpointOf(settings)}
      />
    </FormPage>
  );
}
