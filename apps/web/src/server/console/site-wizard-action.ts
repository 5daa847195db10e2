"use server";
import { z } from "zod";
import { CONSOLE_PATH } from "@forecourt/core/console/console-paths";
import { LOGO_FIELD, WIZARD_STEPS } from "@forecourt/core/console/site-wizard-form";
import { searchDealerships } from "@forecourt/db/repositories/dealerships/search-dealerships";
import { expireSiteSetup } from "../sites/expire-site-setup.ts";
import { getSiteForApi } from "../queries/site.ts";
import { siteOrigin } from "../site-url.ts";
import { checkSiteWizardStep, openSite } from "../sites/open-site.ts";
import { consoleSignInUrl } from "./console-sign-in-url.ts";
import { fieldsRefused, NOT_YOURS } from "./form-state.ts";
import type { DealerSearchState, SiteWizardState } from "./site-wizard-state.ts";
import { staffAction } from "./staff-action.ts";

const STEP_IDS = WIZARD_STEPS.map((step) => step.id) as [
  (typeof WIZARD_STEPS)[number]["id"],
  ...(typeof WIZARD_STEPS)[number]["id"][],
];

/** One step of the new-site wizard, checked before the operator moves on; nothing is written. */
const stepForm = z.object({ step: z.enum(STEP_IDS, { error: "Choose a step of the wizard." }) });
const openForm = z.object({});
const searchForm = z.object({
  query: z.string().max(200, { error: "Search with at most 200 characters." }).default(""),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** The wizard's dealership picker: one page of the dealerships whose names match. Operators only. */
export const dealerSearchAction = staffAction<typeof searchForm, DealerSearchState>(
  searchForm,
  async ({ actor, data, database }): Promise<DealerSearchState> => {
    if (!actor.isPlatformOperator) return NOT_YOURS;
    return { status: "done", found: await searchDealerships(database, data) };
  },
);

/** The logo's file as posted; an empty file field is no logo. */
function logoOf(formData: FormData) {
  const file = formData.get(LOGO_FIELD);
  if (!(file instanceof File) || (file.size === 0 && file.name === "")) return null;
  return file;
}

export const siteWizardStepAction = staffAction<typeof stepForm, SiteWizardState>(
  stepForm,
  async ({ actor, data: { step }, values, database }): Promise<SiteWizardState> => {
    const errors = await checkSiteWizardStep(database, { actor, values, step });
    if (Object.keys(errors).length > 0) return fieldsRefused(errors, values);
    return { status: "done", checked: step };
  },
);

/**
 * The wizard's last step: the site opened through the site file's write path (`openSite`), its
 * cache expired so it answers at once, the invitations' mail sent, and its secrets shown once.
 */
export const openSiteAction = staffAction<typeof openForm, SiteWizardState>(
  openForm,
  async ({ actor, values, formData, database }): Promise<SiteWizardState> => {
    const file = logoOf(formData);
    const opened = await openSite(database, {
      actor,
      values,
      logo: file ? { name: file.name, bytes: Buffer.from(await file.arrayBuffer()) } : null,
      signInUrl: await consoleSignInUrl(),
      now: new Date(),
    });
    if (!opened.ok) return fieldsRefused(opened.errors, values);
    const { touched, domains } = opened.applied;
    await expireSiteSetup(
      { id: opened.websiteId, slug: opened.slug, domains },
      {
        isSiteChanged: touched.isSiteChanged,
        isIndexChanged: touched.isIndexChanged,
        hosts: touched.domains,
        isDealershipsChanged: touched.isDealershipsChanged,
        isLocationsChanged: touched.isLocationsChanged,
      },
    );
    const site = await getSiteForApi(opened.websiteId);
    return {
      status: "done",
      message: `${site?.name ?? opened.slug} is open.`,
      opened: {
        websiteId: opened.websiteId,
        name: site?.name ?? opened.slug,
        siteUrl: site ? siteOrigin(site).toString() : "",
        apiKey: opened.apiKey,
        feedToken: opened.feedToken,
        invited: opened.invited,
      },
    };
  },
  { revalidate: () => [CONSOLE_PATH, "layout"] },
);
