import "server-only";
import { parseInsightQuery } from "@forecourt/core/console/insight-query";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { db } from "../../db.ts";
import { loadInsight } from "../insight-data.ts";
import { siteSettingsOf } from "./site-settings.ts";

/**
 * A site's split-test page: its settings (null when the user may not manage them) and, for the
 * insight range's default period, its variants' figures with the significance note Insight
 * shows (null when no variant was seen).
 */
export async function splitTestOf(staff: StaffMember, segment: string, now: Date) {
  const found = await siteSettingsOf(staff, segment);
  if (!found) return null;
  const query = parseInsightQuery({ site: String(found.site.id) }, now);
  const view = await loadInsight(await db(), staff, query);
  // One site shown: its variants are the only report.
  const report = view?.current.variants[0] ?? null;
  return { site: found.site, report, range: query.range };
}
