"use server";
import { redirect } from "next/navigation";
import { z } from "zod";
import {
  consoleSearchPagePath,
  consoleSearchPagesPath,
} from "@forecourt/core/console/console-paths";
import { searchPageErrorsOf, searchPageFormOf } from "@forecourt/core/console/search-page-form";
import { parseRowId } from "@forecourt/core/domain/row-id";
import { parseSearchSlugInput } from "@forecourt/core/search/search-slug-input";
import { listSearchSlugs } from "@forecourt/db/repositories/search/list-search-slugs";
import type { Database } from "@forecourt/db/client";
import { expireSiteTags } from "../cache/expire-site-tags.ts";
import { studioSiteFor } from "../content/studio-site.ts";
import { removeSearchSlug, saveSearchSlug } from "../search/search-slug-writes.ts";
import { fieldsRefused, NOT_YOURS, type FormState } from "./form-state.ts";
import { staffAction } from "./staff-action.ts";

const rowId = z.string().transform((text) => parseRowId(text));
const GONE: FormState = { status: "error", message: "This search page is no longer on the site." };

/** The site's search of this id, if the site has it. */
async function storedSearch(database: Database, websiteId: number, id: number) {
  return (await listSearchSlugs(database, websiteId)).find((search) => search.id === id) ?? null;
}

/**
 * The studio's search page editor: a new search page, or a change to one (its URL name too),
 * checked by the platform API's own parser, written through its repository with the audit
 * entry, and on the site at its next request. A new page opens its own editor once stored.
 */
export const searchPageSaveAction = staffAction(
  z.object({ websiteId: rowId, id: z.union([z.literal("new"), rowId]) }),
  async ({ actor, data, formData, database }): Promise<FormState> => {
    const site = await studioSiteFor(database, actor, data.websiteId);
    if (!site || data.id === null) return NOT_YOURS;
    const form = searchPageFormOf(formData);
    const stored = data.id === "new" ? null : await storedSearch(database, site.id, data.id);
    if (data.id !== "new" && !stored) return GONE;
    // Every problem at once: the form's own and the API parser's.
    const parsed = parseSearchSlugInput(form.slug, form.body);
    const apiErrors = parsed.ok ? {} : parsed.errors;
    if (Object.keys(form.errors).length > 0 || !parsed.ok) {
      return fieldsRefused({ ...searchPageErrorsOf(apiErrors), ...form.errors }, form.values);
    }
    const answer = await saveSearchSlug(
      { database, expire: expireSiteTags },
      {
        site,
        slug: form.slug,
        body: form.body,
        renameFrom: stored?.slug,
        isNew: stored === null,
        audit: { actor, now: new Date() },
      },
    );
    if (!answer.ok) {
      return answer.reason === "invalid"
        ? fieldsRefused(searchPageErrorsOf(answer.errors), form.values)
        : GONE;
    }
    if (answer.isCreated) {
      redirect(`${consoleSearchPagePath(site.id, answer.searchSlug.id)}?stored=1`);
    }
    return { status: "done", message: "Published: the site shows this search page now." };
  },
  {
    revalidate: ({ websiteId, id }) =>
      websiteId !== null && typeof id === "number" ? consoleSearchPagePath(websiteId, id) : null,
  },
);

/** Deletes a search page (asked first on the page), then shows the list saying so. */
export const searchPageDeleteAction = staffAction(
  z.object({ websiteId: rowId, id: rowId }),
  async ({ actor, data, database }): Promise<FormState> => {
    const site = await studioSiteFor(database, actor, data.websiteId);
    if (!site || data.id === null) return NOT_YOURS;
    const stored = await storedSearch(database, site.id, data.id);
    if (!stored) return GONE;
    const answer = await removeSearchSlug(
      { database, expire: expireSiteTags },
      { site, slug: stored.slug, audit: { actor, now: new Date() } },
    );
    if (!answer.ok)
      return answer.reason === "default"
        ? { status: "error", message: searchPageErrorsOf(answer.errors).slug }
        : GONE;
    redirect(
      `${consoleSearchPagesPath(site.id)}?${new URLSearchParams({ deleted: stored.title })}`,
    );
  },
);
