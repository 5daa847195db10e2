"use server";
import { z } from "zod";
import { consoleContentPath } from "@forecourt/core/console/console-paths";
import { homeLayoutPatchOf } from "@forecourt/core/console/home-layout-form";
import { REFUSAL_MESSAGES } from "@forecourt/core/console/refusal-messages";
import { parseRowId } from "@forecourt/core/domain/row-id";
import { updateSiteSettings } from "@forecourt/db/repositories/staff/update-site-settings";
import { studioSiteFor } from "../content/studio-site.ts";
import { expireSiteSetup } from "../sites/expire-site-setup.ts";
import { fieldsRefused, type FormState } from "./form-state.ts";
import { staffAction } from "./staff-action.ts";

const NOT_YOURS: FormState = { status: "error", message: REFUSAL_MESSAGES["other-dealer"] };

/** What names the site; the banners and sections are read by `homeLayoutPatchOf`. */
const layoutForm = z.object({
  websiteId: z.string().transform((text) => parseRowId(text)),
});

/**
 * The home page's banners (each with its schedule, typed in the site's time zone) and its
 * sections in order, shown or hidden, for whoever may edit the site's content: one settings
 * patch through the settings write path (checked by the settings schema, audited), the site's
 * pages expired as the hero's write does, so the storefront follows on its next request.
 */
export const homeLayoutAction = staffAction(
  layoutForm,
  async ({ actor, data, values, database }): Promise<FormState> => {
    const site = await studioSiteFor(database, actor, data.websiteId);
    if (!site) return NOT_YOURS;
    const result = await updateSiteSettings(database, {
      actor,
      websiteId: site.id,
      patch: { home: homeLayoutPatchOf(values, site.settings.timeZone) },
      now: new Date(),
      need: "manage-content",
    });
    if (!result.ok) {
      if (result.reason !== "invalid") return NOT_YOURS;
      // The schema names `home.banners.0.altText`; the form's field is `banners.0.altText`.
      const errors = Object.fromEntries(
        Object.entries(result.errors).map(([path, message]) => [
          path.replace(/^home\./, ""),
          message,
        ]),
      );
      return fieldsRefused(errors, values);
    }
    if (result.isChanged) await expireSiteSetup(site, { isSiteChanged: true });
    return {
      status: "done",
      message: result.isChanged
        ? "Published: the home page shows its banners and sections this way now."
        : "Nothing had changed.",
    };
  },
  {
    revalidate: ({ websiteId }) => (websiteId === null ? null : consoleContentPath(websiteId)),
  },
);
