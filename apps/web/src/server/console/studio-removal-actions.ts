"use server";
import { redirect } from "next/navigation";
import { z } from "zod";
import { consoleContentItemPath, consoleContentPath } from "@forecourt/core/console/console-paths";
import { CONTENT_KINDS } from "@forecourt/core/content/content-input";
import { removedAddressOf, withRemovedAddress } from "@forecourt/core/content/content-removal";
import { parseRowId } from "@forecourt/core/domain/row-id";
import { expireSiteTags } from "../cache/expire-site-tags.ts";
import type { StudioAnswer } from "../content/studio-content.ts";
import {
  deleteStudioItem,
  restoreDeletedStudioItem,
  unpublishStudioItem,
} from "../content/studio-removal.ts";
import { studioSiteFor } from "../content/studio-site.ts";
import { FIX_FIELDS_MESSAGE, NOT_YOURS, type FormState } from "./form-state.ts";
import { staffAction } from "./staff-action.ts";

const rowId = z.string().transform((text) => parseRowId(text));

const itemFields = {
  websiteId: rowId,
  kind: z.enum(CONTENT_KINDS),
  id: rowId,
  revision: z.coerce.number().int().min(0).max(2_147_483_647),
};
const itemForm = z.object(itemFields);

function answered(answer: StudioAnswer, done: string): FormState {
  return answer.ok
    ? { status: "done", message: done }
    : { status: "error", message: answer.message };
}

const itemPage = ({
  websiteId,
  kind,
  id,
}: {
  websiteId: number | null;
  kind: (typeof CONTENT_KINDS)[number];
  id: number | null;
}) => (websiteId !== null && id !== null ? consoleContentItemPath(websiteId, kind, id) : null);

/** Takes a published item back to draft from its editor (off the site at once; audited). */
export const studioUnpublishAction = staffAction(
  itemForm,
  async ({ actor, data, database }): Promise<FormState> => {
    const site = await studioSiteFor(database, actor, data.websiteId);
    if (!site || data.id === null) return NOT_YOURS;
    const answer = await unpublishStudioItem(
      { database, expire: expireSiteTags },
      { site, kind: data.kind, id: data.id, revision: data.revision, actor, now: new Date() },
    );
    return answered(answer, "Taken off the site: it is a draft now.");
  },
  { revalidate: itemPage },
);

/**
 * Deletes an item after the question (the console kit's ConfirmActionForm), choosing what its
 * address answers: 410 Gone, or a 301 to a path of the site. Back to the studio, where it is
 * listed under "Recently deleted" for 30 days.
 */
export const studioDeleteAction = staffAction(
  withRemovedAddress(itemFields),
  async ({ actor, data, database }): Promise<FormState> => {
    const site = await studioSiteFor(database, actor, data.websiteId);
    if (!site || data.id === null) return NOT_YOURS;
    const answer = await deleteStudioItem(
      { database, expire: expireSiteTags },
      {
        site,
        kind: data.kind,
        id: data.id,
        revision: data.revision,
        address: removedAddressOf(data),
        actor,
        now: new Date(),
      },
    );
    if (answer.ok) redirect(`${consoleContentPath(site.id)}?deleted=${data.kind}`);
    return answered(answer, "");
  },
  {
    revalidate: ({ websiteId }) => (websiteId === null ? null : consoleContentPath(websiteId)),
    // The question closes with the answer: the path's own message says what to change.
    refused: (errors, values) => ({
      status: "error",
      message: errors.moved_to ?? FIX_FIELDS_MESSAGE,
      values,
    }),
  },
);

const undeleteForm = z.object({ websiteId: rowId, kind: itemFields.kind, id: rowId });

/** Brings a recently deleted item back, as it was, from the studio's list. */
export const studioUndeleteAction = staffAction(
  undeleteForm,
  async ({ actor, data, database }): Promise<FormState> => {
    const site = await studioSiteFor(database, actor, data.websiteId);
    if (!site || data.id === null) return NOT_YOURS;
    const answer = await restoreDeletedStudioItem(
      { database, expire: expireSiteTags },
      { site, kind: data.kind, id: data.id, actor, now: new Date() },
    );
    return answered(answer, answer.ok ? `Restored: ${answer.slug} is back.` : "");
  },
  { revalidate: ({ websiteId }) => (websiteId === null ? null : consoleContentPath(websiteId)) },
);
