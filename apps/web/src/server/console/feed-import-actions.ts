"use server";
import { CONSOLE_STOCK_IMPORTS_PATH } from "@forecourt/core/console/console-paths";
import { heldImportChangeSchema } from "@forecourt/core/stock/feeds/feed-import-report";
import { confirmFeedImport } from "@forecourt/db/repositories/feeds/confirm-feed-import";
import { discardFeedImport } from "@forecourt/db/repositories/feeds/discard-feed-import";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { appendAuditEntry } from "@forecourt/db/repositories/staff/append-audit-entry";
import { getStaffFeedImport } from "@forecourt/db/repositories/staff/list-staff-feed-imports";
import { afterFeedWrite } from "../stock/feeds/run-feed-import.ts";
import type { FormState } from "./form-state.ts";
import { staffAction } from "./staff-action.ts";

const NOT_YOURS = "That feed import does not exist or is not one of your sites'.";
const NOT_HELD = "This import is no longer waiting: it was confirmed or discarded already.";
const options = {
  revalidate: (data: { importId: number }) => `${CONSOLE_STOCK_IMPORTS_PATH}/${data.importId}`,
  refused: (): FormState => ({ status: "error", message: NOT_YOURS }),
};

/**
 * A held import (stopped because it would sell much of the stock) applied now, through the
 * repository the API's confirm uses and the API's own ending (caches, images, alerts); audited.
 */
export const confirmHeldImportAction = staffAction(
  heldImportChangeSchema,
  async ({ actor, data, database }) => {
    const report = await getStaffFeedImport(database, { actor, importId: data.importId });
    const site = report && (await getSiteById(database, report.websiteId));
    if (!report || !site) return { status: "error", message: NOT_YOURS };
    const result = await confirmFeedImport(database, { websiteId: site.id, id: report.id });
    if (!result.ok) return { status: "error", message: NOT_HELD };
    const done = await afterFeedWrite(site, result);
    await appendAuditEntry(database, {
      actor,
      websiteId: site.id,
      action: "stock.feed-confirmed",
      subject: `feed-import:${report.id}`,
      before: { status: "held" },
      after: { status: done.status, created: done.created, updated: done.updated, sold: done.sold },
      now: new Date(),
    });
    return {
      status: "done",
      message: `Import applied: ${done.created} new, ${done.updated} updated, ${done.sold} sold.`,
    };
  },
  options,
);

/** A held import dropped: nothing of it is applied; audited. */
export const discardHeldImportAction = staffAction(
  heldImportChangeSchema,
  async ({ actor, data, database }) => {
    const report = await getStaffFeedImport(database, { actor, importId: data.importId });
    if (!report) return { status: "error", message: NOT_YOURS };
    const discarded = await discardFeedImport(database, {
      websiteId: report.websiteId,
      id: report.id,
    });
    if (!discarded) return { status: "error", message: NOT_HELD };
    await appendAuditEntry(database, {
      actor,
      websiteId: report.websiteId,
      action: "stock.feed-discarded",
      subject: `feed-import:${report.id}`,
      before: { status: "held" },
      after: { status: "discarded" },
      now: new Date(),
    });
    return { status: "done", message: "Import discarded: your stock is as it was." };
  },
  options,
);
