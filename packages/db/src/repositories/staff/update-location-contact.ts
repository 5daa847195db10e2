import { decideAccess } from "@forecourt/core/console/staff-access";
import type { LocationContactPatch } from "@forecourt/core/console/location-contact-form";
import type { Database } from "../../client.ts";
import { updateLocation } from "../locations/update-location.ts";
import { appendAuditEntry } from "./append-audit-entry.ts";
import type { StaffMember } from "./get-staff-member.ts";

type UpdateLocationContactResult =
  | { ok: true; isChanged: boolean }
  /** Not there, another site's, another dealer's, or a role without settings: not told apart. */
  | { ok: false; reason: "not-found" };

/**
 * A staff user changes a location's phone and opening hours, already checked by the location
 * schema the platform API uses, through the API's own write (`updateLocation`), audited with
 * the columns as they were and are in the same transaction.
 */
export async function updateLocationContact(
  db: Database,
  {
    actor,
    websiteId,
    locationId,
    patch,
    now,
  }: {
    actor: StaffMember;
    websiteId: number;
    locationId: number;
    patch: LocationContactPatch;
    now: Date;
  },
): Promise<UpdateLocationContactResult> {
  if (!decideAccess(actor, "manage-settings", { websiteId }).allowed) {
    return { ok: false, reason: "not-found" };
  }
  const result = await updateLocation(db, {
    websiteId,
    id: locationId,
    patch,
    onChange: (tx, { before, after }) =>
      appendAuditEntry(tx, {
        actor,
        websiteId,
        action: "site.location-changed",
        subject: `location:${locationId}`,
        before,
        after,
        now,
      }),
  });
  return result.ok ? { ok: true, isChanged: result.isChanged } : { ok: false, reason: "not-found" };
}
