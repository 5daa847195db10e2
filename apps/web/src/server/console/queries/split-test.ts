import "server-only";
import { parseInsightQuery } from "@forecourt/core/console/insight-query";
import { parseRowId } from "@forecourt/core/domain/row-id";
import { getManagedSiteSettings } from "@forecourt/db/repositories/staff/get-managed-site-settings";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { db } from "../../db.ts";
import { loadInsight } from "../insight-data.ts";

/**
 * A site's split-test page: its settings (null when the user may not manage its split tests)
 * and, for the insight range's default period, its variants' figures with the significance
 * note Insight shows (null when no variant was seen).
 */
export async function splitTestOf(staff: StaffMember, segment: string, now: Date) {
  const websiteId = parseRowId(segment);
  if (websiteId === null) return null;
  const database = await db();
  const site = await getManagedSiteSettings(database, {
    actor: staff,
    websiteId,
    need: "manage-split-tests",
  });
  if (!site) return null;
  const query = parseInsightQuery({ site: String(site.id) }, now);
  const view = await loadInsight(database, staff, query);
  // One site shown: its variants are the only report.
  const report = view?.current.variants[0] ?? null;
  return { site, report, range: view?.query.range ?? query.range };
}
