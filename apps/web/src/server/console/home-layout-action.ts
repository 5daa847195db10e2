"use server";
import { z } from "zod";
import { consoleContentPath } from "@forecourt/core/console/console-paths";
import { homeLayoutPatchOf } from "@forecourt/core/console/home-layout-form";
import { parseRowId } from "@forecourt/core/domain/row-id";
import { studioSiteFor } from "../content/studio-site.ts";
import { NOT_YOURS, type FormState } from "./form-state.ts";
import { writeSettingsPatch } from "./settings-patch-write.ts";
import { staffAction } from "./staff-action.ts";

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
    return writeSettingsPatch(database, {
      actor,
      websiteId: site.id,
      patch: { home: homeLayoutPatchOf(values, site.settings.timeZone) },
      values,
      done: "Published: the home page shows its banners and sections this way now.",
      need: "manage-content",
      // The schema names `home.banners.0.altText`; the form's field is `banners.0.altText`.
      fieldOf: (path) => path.replace(/^home\./, ""),
    });
  },
  {
    revalidate: ({ websiteId }) => (websiteId === null ? null : consoleContentPath(websiteId)),
  },
);
