import "server-only";
import { z } from "zod";
import { parseRowId } from "@forecourt/core/domain/row-id";
import type { Site } from "@forecourt/core/site/site";
import { websiteCreateSchema, websitePatchSchema } from "@forecourt/core/site/site-input";
import { applySettingsPatch } from "@forecourt/core/site/settings-patch";
import {
  DOMAIN_REFUSAL_MESSAGES,
  normaliseCustomDomain,
} from "@forecourt/core/tenancy/custom-domain";
import { archiveWebsite } from "@forecourt/db/repositories/sites/archive-website";
import { createWebsite } from "@forecourt/db/repositories/sites/create-website";
import { listWebsites, type WebsiteListItem } from "@forecourt/db/repositories/sites/list-websites";
import { updateWebsite } from "@forecourt/db/repositories/sites/update-website";
import { db } from "../../db.ts";
import { env } from "../../env.ts";
import {
  AppError,
  INVALID_INPUT_MESSAGE,
  WEBSITE_NOT_FOUND_MESSAGE,
} from "../../http/app-error.ts";
import type { PlatformInput } from "../../http/endpoints.ts";
import { parseInput } from "../../http/parse-input.ts";
import { readJson } from "../../http/read-body.ts";
import { expireSiteSetup } from "../../sites/expire-site-setup.ts";
import { NO_STORE } from "../../http/no-store.ts";
import { refusedWrite, requirePlatform, websiteAnswer } from "./site-setup.ts";

/** A site's settings and its setup fit in this; settings of the demo sites are under 8 KB. */
const SITE_WRITE_MAX_BYTES = 256 * 1024;
const DEFAULT_WEBSITES_PAGE = 50;
const MAX_WEBSITES_PAGE = 200;

const listQuerySchema = z.strictObject({
  cursor: z
    .string()
    // An id, within the column's range (a bigger number would fail in the database).
    .refine((value) => parseRowId(value) !== null, {
      error: "cursor is the next_cursor of the previous page.",
    })
    .optional(),
  limit: z
    .string()
    .regex(/^[1-9][0-9]{0,2}$/, {
      error: `limit is a whole number from 1 to ${MAX_WEBSITES_PAGE}.`,
    })
    .refine((value) => Number(value) <= MAX_WEBSITES_PAGE, {
      error: `limit is a whole number from 1 to ${MAX_WEBSITES_PAGE}.`,
    })
    .optional(),
  include_archived: z
    .enum(["true", "false"], { error: "include_archived is true or false." })
    .optional(),
});

const listItemJson = (site: WebsiteListItem) => ({
  id: site.id,
  slug: site.slug,
  name: site.name,
  domains: site.domains,
  archived_at: site.archivedAt?.toISOString() ?? null,
  created_at: site.createdAt.toISOString(),
});

/**
 * GET /api/v1/websites.json?cursor=&limit=&include_archived=: the platform's websites by id,
 * a page at a time; `next_cursor` is null on the last page.
 */
export async function getWebsites({ request, caller }: PlatformInput<unknown>): Promise<Response> {
  requirePlatform(caller);
  const query = parseInput(listQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  const page = await listWebsites(await db(), {
    afterId: query.cursor ? Number(query.cursor) : 0,
    limit: query.limit ? Number(query.limit) : DEFAULT_WEBSITES_PAGE,
    includeArchived: query.include_archived === "true",
  });
  return Response.json(
    { websites: page.websites.map(listItemJson), next_cursor: page.nextCursor },
    { headers: NO_STORE },
  );
}

/** Normalised custom domains, or a 422 naming each bad one (`domains.{i}`). */
export function normaliseDomains(raw: string[], field = (i: number) => `domains.${i}`): string[] {
  const errors: Record<string, string> = {};
  const hosts: string[] = [];
  raw.forEach((value, index) => {
    const domain = normaliseCustomDomain(value, { platformDomain: env().PLATFORM_DOMAIN });
    if (!domain.ok) errors[field(index)] = DOMAIN_REFUSAL_MESSAGES[domain.reason];
    else if (hosts.includes(domain.host)) errors[field(index)] = "This domain is listed twice.";
    else hosts.push(domain.host);
  });
  if (Object.keys(errors).length > 0) {
    throw new AppError("INVALID_INPUT", INVALID_INPUT_MESSAGE, errors);
  }
  return hosts;
}

/**
 * POST /api/v1/websites.json {slug, name, settings?, domains?}: a new website, served at
 * {slug}.{platform domain} and its domains from the next request; 201 with the website as GET
 * answers it. A taken slug or domain is a 422 and nothing is stored.
 */
export async function postWebsite({ request, caller }: PlatformInput<unknown>): Promise<Response> {
  requirePlatform(caller);
  const input = parseInput(
    websiteCreateSchema,
    await readJson(request, { maxBytes: SITE_WRITE_MAX_BYTES }),
  );
  const domains = normaliseDomains(input.domains);
  const created = await createWebsite(await db(), { ...input, domains });
  if (!created.ok) throw refusedWrite(created);
  await expireSiteSetup(
    { id: created.id, slug: input.slug, domains },
    { isSiteChanged: true, isIndexChanged: true },
  );
  return websiteAnswer(created.id, {
    status: 201,
    headers: { location: `/api/v1/websites/${created.id}.json` },
  });
}

/**
 * PATCH /api/v1/websites/{id}.json {name?, settings?}: `settings` is merged into the stored
 * settings (RFC 7386 merge patch: null removes a key) and the result must pass the settings
 * schema, each bad field a 422 at `settings.{path}`; nothing is stored otherwise.
 */
export async function patchWebsite({
  request,
  caller,
  found: site,
}: PlatformInput<Site>): Promise<Response> {
  requirePlatform(caller);
  const patch = parseInput(
    websitePatchSchema,
    await readJson(request, { maxBytes: SITE_WRITE_MAX_BYTES }),
  );
  const updated = await updateWebsite(await db(), {
    websiteId: site.id,
    ...(patch.name === undefined ? {} : { name: patch.name }),
    ...(patch.settings === undefined
      ? {}
      : {
          settingsOf: (stored) => validSettings(stored, patch.settings),
        }),
  });
  if (!updated.ok) throw refusedWrite(updated);
  if (updated.isChanged) {
    await expireSiteSetup(site, {
      isSiteChanged: true,
      isIndexChanged: updated.isNameChanged || patch.settings?.template !== undefined,
    });
  }
  return websiteAnswer(site.id);
}

/** The patched settings, or a 422 with a message per bad field under `settings.`. */
function validSettings(stored: unknown, patch: unknown): Record<string, unknown> {
  const parsed = applySettingsPatch(stored, patch);
  if (parsed.ok) return parsed.data;
  throw new AppError(
    "INVALID_INPUT",
    INVALID_INPUT_MESSAGE,
    Object.fromEntries(
      Object.entries(parsed.errors).map(([field, message]) => [
        field === "body" ? "settings" : `settings.${field}`,
        message,
      ]),
    ),
  );
}

/**
 * DELETE /api/v1/websites/{id}.json: archives the website (204). It is served nowhere (its
 * hosts answer 404), leaves the platform index and this API's paths; its rows are kept.
 */
export async function deleteWebsite({
  caller,
  found: site,
}: PlatformInput<Site>): Promise<Response> {
  requirePlatform(caller);
  if (!(await archiveWebsite(await db(), site.id))) {
    throw new AppError("NOT_FOUND", WEBSITE_NOT_FOUND_MESSAGE);
  }
  await expireSiteSetup(site, { isSiteChanged: true, isIndexChanged: true });
  return new Response(null, { status: 204, headers: NO_STORE });
}
