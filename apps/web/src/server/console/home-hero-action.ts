"use server";
import { z } from "zod";
import { consoleContentPath } from "@forecourt/core/console/console-paths";
import { IMAGE_URL_MESSAGE } from "@forecourt/core/content/content-input";
import { parseRowId } from "@forecourt/core/domain/row-id";
import type { FormState } from "./form-state.ts";
import { writeSettingsPatch } from "./settings-patch-write.ts";
import { staffAction } from "./staff-action.ts";

const HERO_TEXT_MESSAGE = "At most 200 characters.";

const heroText = z.string().trim().max(200, { error: HERO_TEXT_MESSAGE });

/** The home page's hero as the studio edits it: its words and its banner image. */
const heroForm = z.object({
  websiteId: z.string().transform((text) => parseRowId(text)),
  heroTitle: heroText,
  heroSubtitle: heroText,
  bannerUrl: z
    .string()
    .trim()
    .refine((url) => url === "" || /^\/media\/\S+$/.test(url) || /^https:\/\/\S+$/.test(url), {
      error: IMAGE_URL_MESSAGE.replace("image_url", "The banner"),
    }),
});

/**
 * The home page's hero (title, subtitle, banner), for whoever may edit the site's content:
 * written as a settings patch through the settings write path (audited) and shown on the
 * storefront's next request. An empty field falls back to the site's default.
 */
export const homeHeroAction = staffAction(
  heroForm,
  async ({ actor, data, values, database }): Promise<FormState> => {
    const orNull = (text: string) => (text === "" ? null : text);
    return writeSettingsPatch(database, {
      actor,
      websiteId: data.websiteId,
      patch: {
        home: { heroTitle: orNull(data.heroTitle), heroSubtitle: orNull(data.heroSubtitle) },
        branding: { bannerUrl: orNull(data.bannerUrl) },
      },
      values,
      done: "Published: the home page shows the new hero now.",
      need: "manage-content",
    });
  },
  {
    revalidate: ({ websiteId }) => (websiteId === null ? null : consoleContentPath(websiteId)),
  },
);
