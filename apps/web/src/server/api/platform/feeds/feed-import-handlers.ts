import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { confirmFeedImport } from "@forecourt/db/repositories/feeds/confirm-feed-import";
import { discardFeedImport } from "@forecourt/db/repositories/feeds/discard-feed-import";
import { getFeedImport } from "@forecourt/db/repositories/feeds/get-feed-import";
import { listFeedImports } from "@forecourt/db/repositories/feeds/list-feed-imports";
import { db } from "../../../db.ts";
import { AppError } from "../../../http/app-error.ts";
import { NO_STORE } from "../../../http/no-store.ts";
import { pathParam, type PlatformInput } from "../../../http/endpoints.ts";
import { parseResourceId } from "../../../http/parse-id.ts";
import { feedImportJson } from "./feed-import-json.ts";
import { readFeedUpload } from "../../../stock/feeds/read-feed-upload.ts";
import { afterFeedWrite, runFeedImport } from "../../../stock/feeds/run-feed-import.ts";

const FEED_IMPORT_NOT_FOUND_MESSAGE = "Feed import not found";
const NOT_HELD_MESSAGE = "Only a held import can be confirmed or discarded; this one is";
const LIMIT_MESSAGE = "limit must be a whole number from 1 to 100.";
const BEFORE_MESSAGE = "before must be the id of an import.";
const DEFAULT_LIMIT = 20;

/**
 * POST /api/v1/websites/{id}/feeds/imports.json: a full snapshot of the site's stock as a file.
 * 201 with the report when applied, 202 when the shrink guard holds it, 422 with the report
 * (status rejected, every row's reason) when every row was rejected and nothing was written,
 * 422 when the file cannot be read at all (nothing is stored then).
 */
export async function postFeedImport({ request, found: site }: PlatformInput<Site>) {
  const file = await readFeedUpload(request);
  const outcome = await runFeedImport(await db(), site, file, "upload");
  if (!outcome.ok) {
    throw new AppError("INVALID_INPUT", outcome.message, { file: outcome.message });
  }
  const { report } = outcome;
  if (report.status === "rejected") {
    return Response.json(
      { error: report.message, ...feedImportJson(report) },
      { status: 422, headers: NO_STORE },
    );
  }
  const status = report.status === "held" ? 202 : 201;
  return Response.json(feedImportJson(report), { status, headers: NO_STORE });
}

/** GET .../feeds/imports.json[?limit=&before=]: the site's reports, newest first. */
export async function listFeedImportsJson({ request, found: site }: PlatformInput<Site>) {
  const query = new URL(request.url).searchParams;
  const limitText = query.get("limit");
  const limit = limitText === null ? DEFAULT_LIMIT : Number(limitText);
  if (!/^\d{1,3}$/.test(limitText ?? "20") || limit < 1 || limit > 100) {
    throw new AppError("INVALID_INPUT", LIMIT_MESSAGE, { limit: LIMIT_MESSAGE });
  }
  const beforeText = query.get("before");
  const before = beforeText === null ? undefined : parseResourceId(beforeText);
  if (before === null)
    throw new AppError("INVALID_INPUT", BEFORE_MESSAGE, { before: BEFORE_MESSAGE });
  const reports = await listFeedImports(await db(), {
    websiteId: site.id,
    limit,
    beforeId: before,
  });
  const last = reports.at(-1);
  const next =
    reports.length === limit && last
      ? `/api/v1/websites/${site.id}/feeds/imports.json?limit=${limit}&before=${last.id}`
      : null;
  return Response.json({ imports: reports.map(feedImportJson), next }, { headers: NO_STORE });
}

const importIdOf = (params: PlatformInput<Site>["params"]) => {
  const id = parseResourceId(pathParam(params, "importId"));
  if (id === null) throw new AppError("NOT_FOUND", FEED_IMPORT_NOT_FOUND_MESSAGE);
  return id;
};

/** GET .../feeds/imports/{importId}.json: one report. */
export async function getFeedImportJson({ params, found: site }: PlatformInput<Site>) {
  const report = await getFeedImport(await db(), { websiteId: site.id, id: importIdOf(params) });
  if (!report) throw new AppError("NOT_FOUND", FEED_IMPORT_NOT_FOUND_MESSAGE);
  return Response.json(feedImportJson(report), { headers: NO_STORE });
}

/**
 * POST .../feeds/imports/{importId}/confirm.json: a held import applied now, against the cars
 * as they are now. 200 with the report (status confirmed); 409 for an import not held.
 */
export async function confirmFeedImportJson({ params, found: site }: PlatformInput<Site>) {
  const database = await db();
  const result = await confirmFeedImport(database, { websiteId: site.id, id: importIdOf(params) });
  if (!result.ok) {
    if (result.reason === "not-found") {
      throw new AppError("NOT_FOUND", FEED_IMPORT_NOT_FOUND_MESSAGE);
    }
    throw new AppError("CONFLICT", `${NOT_HELD_MESSAGE} ${result.report.status}.`);
  }
  const report = await afterFeedWrite(site, result);
  return Response.json(feedImportJson(report), { headers: NO_STORE });
}

/** POST .../feeds/imports/{importId}/discard.json: a held import dropped, nothing applied. */
export async function discardFeedImportJson({ params, found: site }: PlatformInput<Site>) {
  const database = await db();
  const id = importIdOf(params);
  const report = await discardFeedImport(database, { websiteId: site.id, id });
  if (report) return Response.json(feedImportJson(report), { headers: NO_STORE });
  const existing = await getFeedImport(database, { websiteId: site.id, id });
  if (!existing) throw new AppError("NOT_FOUND", FEED_IMPORT_NOT_FOUND_MESSAGE);
  throw new AppError("CONFLICT", `${NOT_HELD_MESSAGE} ${existing.status}.`);
}
