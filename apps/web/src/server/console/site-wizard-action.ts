"use server";
import { z } from "zod";
import { CONSOLE_PATH } from "@forecourt/core/console/console-paths";
import { WIZARD_STEPS } from "@forecourt/core/console/site-wizard-form";
import { expireSiteSetup } from "../sites/expire-site-setup.ts";
import { getSiteForApi } from "../queries/site.ts";
import { siteOrigin } from "../site-url.ts";
import { checkSiteWizardStep, openSite } from "../sites/open-site.ts";
import { wakeOutboxWorker } from "../outbox/wake-worker.ts";
import { consoleSignInUrl } from "./console-sign-in-url.ts";
import { fieldsRefused } from "./form-state.ts";
import type { SiteWizardState } from "./site-wizard-state.ts";
import { staffAction } from "./staff-action.ts";

const STEP_IDS = WIZARD_STEPS.map((step) => step.id) as [
  (typeof WIZARD_STEPS)[number]["id"],
  ...(typeof WIZARD_STEPS)[number]["id"][],
];

/** One step of the new-site wizard, checked before the operator moves on; nothing is written. */
const stepForm = z.object({ step: z.enum(STEP_IDS, { error: "Choose a step of the wizard." }) });
const openForm = z.object({});

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
  async ({ actor, values, database }): Promise<SiteWizardState> => {
    const opened = await openSite(database, {
      actor,
      values,
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
    if (opened.invited.length > 0) wakeOutboxWorker();
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
