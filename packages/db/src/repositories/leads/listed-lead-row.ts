import type { ListedLead } from "@forecourt/core/leads/lead-record";
import type { leads } from "../../schema.ts";
import { toStoredLead } from "./lead-write.ts";

/** A leads row as the leads-out API reads it: the stored lead plus its status. */
export function toListedLead(row: typeof leads.$inferSelect): ListedLead {
  return { ...toStoredLead(row), status: row.status, statusChangedAt: row.statusChangedAt };
}
