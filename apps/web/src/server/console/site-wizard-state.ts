import type { WizardStepId } from "@forecourt/core/console/site-wizard-form";
import type { DealershipPickPage } from "@forecourt/db/repositories/dealerships/search-dealerships";
import type { FormState } from "./form-state.ts";

/** The new site as the wizard's last page shows it: its secrets here once, never again. */
type OpenedSiteView = {
  websiteId: number;
  name: string;
  /** Where the site answers now (its first custom domain, else its platform host). */
  siteUrl: string;
  apiKey: { name: string; key: string } | null;
  feedToken: string;
  invited: string[];
};

/** The wizard's answer: a step checked (and the step it may move to), or the site opened. */
export type SiteWizardState = FormState & { checked?: WizardStepId; opened?: OpenedSiteView };

/** The dealership picker's answer: one page of dealerships found. */
export type DealerSearchState = FormState & { found?: DealershipPickPage };
