"use server";
import { z } from "zod";
import { consoleMediaPath } from "@forecourt/core/console/console-paths";
import { REFUSAL_MESSAGES } from "@forecourt/core/console/refusal-messages";
import { parseRowId } from "@forecourt/core/domain/row-id";
import { studioSiteFor } from "../content/studio-site.ts";
import { changeLibraryAlt, deleteLibraryFile, uploadLibraryFile } from "../media/media-library.ts";
import { mediaStore } from "../media/media-store.ts";
import { FIX_FIELDS_MESSAGE, type FormState } from "./form-state.ts";
import { cacheTags } from "../cache-tags.ts";
import { expireSiteTags } from "../cache/expire-site-tags.ts";
import { staffAction } from "./staff-action.ts";

const NOT_YOURS: FormState = { status: "error", message: REFUSAL_MESSAGES["other-dealer"] };
const siteForm = { websiteId: z.string().transform((text) => parseRowId(text)) };
const fileId = z.string().regex(/^library\/\d{1,10}\/[a-f0-9]{64}\.[a-z]{3,4}$/);

function refused(result: { field: string; message: string }, values: Record<string, string>) {
  return result.field === "form"
    ? ({ status: "error", message: result.message } as const)
    : ({
        status: "error",
        message: FIX_FIELDS_MESSAGE,
        fieldErrors: { [result.field]: result.message },
        values,
      } as const);
}

/** Uploads one image to a site's library with its alt text. */
export const mediaUploadAction = staffAction(
  z.object({ ...siteForm, alt: z.string().default("") }),
  async ({ actor, data, values, formData, database }): Promise<FormState> => {
    const site = await studioSiteFor(database, actor, data.websiteId);
    if (!site) return NOT_YOURS;
    const file = formData.get("file");
    const upload =
      file instanceof File
        ? { name: file.name, bytes: Buffer.from(await file.arrayBuffer()) }
        : { name: "", bytes: Buffer.alloc(0) };
    const result = await uploadLibraryFile(database, mediaStore(database), {
      websiteId: site.id,
      actor,
      file: upload,
      altText: data.alt,
      now: new Date(),
    });
    return result.ok
      ? { status: "done", message: `${upload.name} is in the library.` }
      : refused(result, values);
  },
  { revalidate: ({ websiteId }) => (websiteId === null ? null : consoleMediaPath(websiteId)) },
);

/** Changes one file's alt text. */
export const mediaAltAction = staffAction(
  z.object({ ...siteForm, id: fileId, alt: z.string().default("") }),
  async ({ actor, data, values, database }): Promise<FormState> => {
    const site = await studioSiteFor(database, actor, data.websiteId);
    if (!site) return NOT_YOURS;
    const result = await changeLibraryAlt(database, {
      websiteId: site.id,
      actor,
      id: data.id,
      altText: data.alt,
      now: new Date(),
    });
    if (!result.ok) return refused(result, values);
    // Offers and banners showing the file take their description from here: shown at once.
    await expireSiteTags(site, [cacheTags.offers(site.id), cacheTags.site(site.id)]);
    return { status: "done", message: "Alt text saved." };
  },
  { revalidate: ({ websiteId }) => (websiteId === null ? null : consoleMediaPath(websiteId)) },
);

/** Deletes one file, refused while it is used. */
export const mediaDeleteAction = staffAction(
  z.object({ ...siteForm, id: fileId }),
  async ({ actor, data, values, database }): Promise<FormState> => {
    const site = await studioSiteFor(database, actor, data.websiteId);
    if (!site) return NOT_YOURS;
    const result = await deleteLibraryFile(database, mediaStore(database), {
      websiteId: site.id,
      actor,
      id: data.id,
      now: new Date(),
    });
    return result.ok ? { status: "done", message: "Deleted." } : refused(result, values);
  },
  { revalidate: ({ websiteId }) => (websiteId === null ? null : consoleMediaPath(websiteId)) },
);
