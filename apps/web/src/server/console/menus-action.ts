"use server";
import { z } from "zod";
import { consoleMenusPath } from "@forecourt/core/console/console-paths";
import { menuSettingsPatch, parseMenuForm } from "@forecourt/core/console/menu-form";
import { parseRowId } from "@forecourt/core/domain/row-id";
import { fieldsRefused, type FormState } from "./form-state.ts";
import { writeSettingsPatch } from "./settings-patch-write.ts";
import { staffAction } from "./staff-action.ts";

/** The site the menus belong to; the menus themselves are read by core's `parseMenuForm`. */
const menusForm = z.object({ websiteId: z.string().transform((text) => parseRowId(text)) });

/**
 * The studio's menu editor: the header tree, the footer's columns and how menus open, posted
 * whole and checked by core (the settings schema's link rule and what the storefront shows),
 * then published at once as one settings patch (menus have no drafts). A refusal names the
 * first bad link and marks each beside its field; nothing is stored.
 */
export const menusAction = staffAction(
  menusForm,
  async ({ actor, data, values, database }): Promise<FormState> => {
    const parsed = parseMenuForm(values);
    if (!parsed.ok) return { ...fieldsRefused(parsed.errors, values), message: parsed.message };
    return writeSettingsPatch(database, {
      actor,
      websiteId: data.websiteId,
      patch: menuSettingsPatch(parsed.menus),
      values,
      done: "Published: the site shows the new menus now.",
      need: "manage-content",
    });
  },
  {
    revalidate: ({ websiteId }) => (websiteId === null ? null : consoleMenusPath(websiteId)),
  },
);
