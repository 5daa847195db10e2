"use server";
import { z } from "zod";
import {
  consoleSplitTestPath,
  splitTestPatchFromForm,
} from "@forecourt/core/console/split-test-form";
import { parseRowId } from "@forecourt/core/domain/row-id";
import { getManagedSiteSettings } from "@forecourt/db/repositories/staff/get-managed-site-settings";
import { fieldsRefused, NOT_YOURS, type FormState } from "./form-state.ts";
import { writeSettingsPatch } from "./settings-patch-write.ts";
import { staffAction } from "./staff-action.ts";

const splitTestForm = z.object({
  websiteId: z.string().transform((text, context) => {
    const id = parseRowId(text);
    if (id === null) context.addIssue({ code: "custom", message: NOT_YOURS.message! });
    return id ?? 0;
  }),
});

const DONE_MESSAGES = {
  save: "Saved.",
  start: "Started: new visitors are shared between the variants now.",
  stop: "Stopped: every visitor sees the site's own home page now.",
  remove: "The split test is removed.",
} as const;

/**
 * The console's split-test form, for whoever may manage the site's split tests (its admins,
 * marketing, operators): the test becomes a settings patch (core `split-test-form`) of
 * `experiments` alone, written by the settings write path the API uses (settings schema, audit entry), and the site's
 * cache and the proxy's memory of its test expire, so the next visitor is assigned by it.
 */
export const splitTestAction = staffAction<typeof splitTestForm>(
  splitTestForm,
  async ({ actor, data: { websiteId }, values, database }): Promise<FormState> => {
    const site = await getManagedSiteSettings(database, {
      actor,
      websiteId,
      need: "manage-split-tests",
    });
    if (!site) return NOT_YOURS;
    const planned = splitTestPatchFromForm(values, site.settings.experiments.splitTest);
    if (!planned.ok) return fieldsRefused(planned.errors, values);
    const intent = (values.intent ?? "save") as keyof typeof DONE_MESSAGES;
    return writeSettingsPatch(database, {
      actor,
      websiteId,
      patch: planned.patch,
      values,
      done: DONE_MESSAGES[intent] ?? DONE_MESSAGES.save,
      need: "manage-split-tests",
    });
  },
  {
    revalidate: ({ websiteId }) => consoleSplitTestPath(websiteId),
    refused: (errors, values) => (errors.websiteId ? NOT_YOURS : fieldsRefused(errors, values)),
  },
);
