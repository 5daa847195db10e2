"use server";
import { redirect } from "next/navigation";
import { z } from "zod";
import { consoleContentItemPath } from "@forecourt/core/console/console-paths";
import {
  instantOfWallText,
  STUDIO_INTENTS,
  studioBodyOf,
  studioDoneMessage,
} from "@forecourt/core/console/studio-form";
import { CONTENT_KINDS } from "@forecourt/core/content/content-input";
import { parseRowId } from "@forecourt/core/domain/row-id";
import { expireSiteTags } from "../cache/expire-site-tags.ts";
import {
  publishStudioItem,
  restoreStudioVersion,
  saveStudioDraft,
  STUDIO_MESSAGES,
  type StudioAnswer,
} from "../content/studio-content.ts";
import { studioSiteFor } from "../content/studio-site.ts";
import { FIX_FIELDS_MESSAGE, NOT_YOURS, type FormState } from "./form-state.ts";
import { staffAction } from "./staff-action.ts";

const SCHEDULE_MESSAGE = "Choose a date and time in the future to publish at.";

const rowId = z.string().transform((text) => parseRowId(text));

/** What names the item and what to do; the content fields are read by the kind's body. */
const itemForm = z.object({
  websiteId: rowId,
  kind: z.enum(CONTENT_KINDS),
  id: z.union([z.literal("new"), rowId]),
  revision: z.coerce.number().int().min(0).max(2_147_483_647),
  intent: z.enum(STUDIO_INTENTS),
  slug: z.string(),
});

function answered(answer: StudioAnswer, values: Record<string, string>, done: string): FormState {
  if (answer.ok) {
    return {
      status: "done",
      message: answer.removed.length ? `${done} ${STUDIO_MESSAGES.cleaned(answer.removed)}` : done,
    };
  }
  return {
    status: "error",
    message: answer.message || FIX_FIELDS_MESSAGE,
    ...(answer.fieldErrors ? { fieldErrors: answer.fieldErrors } : {}),
    values,
  };
}

/**
 * The studio editor's form: save a draft, schedule it, or publish now, each through the platform
 * API's checks, the sanitiser and (on publish) its cache expiry; the audit log names who did it.
 * A new item opens its own editor once stored, which says so (`?stored=` the intent).
 */
export const studioItemAction = staffAction(
  itemForm,
  async ({ actor, data, values, database }): Promise<FormState> => {
    const site = await studioSiteFor(database, actor, data.websiteId);
    if (!site || data.id === null) return NOT_YOURS;
    const now = new Date();
    const id = data.id === "new" ? null : data.id;
    const body = studioBodyOf(data.kind, values, site.settings.timeZone);
    const deps = { database, expire: expireSiteTags };
    const item = {
      site,
      kind: data.kind,
      id,
      revision: data.revision,
      actor,
      slug: data.slug,
      body,
      now,
    };
    let answer: StudioAnswer<{ id: number }>;
    if (data.intent === "publish") {
      answer = await publishStudioItem(deps, item);
    } else {
      const publishAt =
        data.intent === "schedule"
          ? instantOfWallText(values.publish_at ?? "", site.settings.timeZone)
          : null;
      if (data.intent === "schedule" && (!publishAt || !(Date.parse(publishAt) > now.getTime()))) {
        return {
          status: "error",
          message: FIX_FIELDS_MESSAGE,
          fieldErrors: { publish_at: SCHEDULE_MESSAGE },
          values,
        };
      }
      answer = await saveStudioDraft(deps, {
        ...item,
        publishAt: publishAt ? new Date(publishAt) : null,
      });
    }
    if (answer.ok && id === null) {
      const stored = new URLSearchParams({ stored: data.intent });
      // The editor it opens says what was removed, as an existing item's save does.
      for (const sentence of answer.removed) stored.append("removed", sentence);
      redirect(`${consoleContentItemPath(site.id, data.kind, answer.id)}?${stored}`);
    }
    const done = studioDoneMessage(data.intent, values.publish_at ?? "", site.settings.timeZone);
    return answered(answer, values, done);
  },
  {
    revalidate: ({ websiteId, kind, id }) =>
      websiteId !== null && id !== "new" && id !== null
        ? consoleContentItemPath(websiteId, kind, id)
        : null,
  },
);

const restoreForm = z.object({
  websiteId: rowId,
  kind: z.enum(CONTENT_KINDS),
  id: rowId,
  revision: z.coerce.number().int().min(0).max(2_147_483_647),
  version: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** Publishes an earlier version again in one step (its history gains a version). */
export const studioRestoreAction = staffAction(
  restoreForm,
  async ({ actor, data, database }): Promise<FormState> => {
    const site = await studioSiteFor(database, actor, data.websiteId);
    if (!site || data.id === null) return NOT_YOURS;
    const answer = await restoreStudioVersion(
      { database, expire: expireSiteTags },
      {
        site,
        kind: data.kind,
        id: data.id,
        revision: data.revision,
        actor,
        version: data.version,
        now: new Date(),
      },
    );
    return answered(answer, {}, `Version ${data.version} restored and published.`);
  },
  {
    revalidate: ({ websiteId, kind, id }) =>
      websiteId !== null && id !== null ? consoleContentItemPath(websiteId, kind, id) : null,
  },
);
