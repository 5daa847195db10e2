import type { NewCarInput } from "@forecourt/core/stock/car-input";
import type { Database } from "../../client.ts";
import { createCar, type CreateCarResult } from "../stock/create-car.ts";
import { appendAuditEntry } from "./append-audit-entry.ts";
import type { StaffMember } from "./get-staff-member.ts";
import { stockEntrySite } from "./stock-entry-site.ts";

type CreateStaffCarResult = CreateCarResult | { ok: false; reason: "site-not-found" };

/**
 * A car a staff member adds in the console: the platform API's own `createCar` (the same schema,
 * the same refusal of a stock number or VIN the site has), after the actor's right to add cars
 * to the site is checked; sales narrowed to a dealership or location add to theirs. The new
 * car's fields go to the audit log in the same transaction as the insert. It is published only
 * when asked and the actor may publish there (`decideCarPublishing`); otherwise it is a draft.
 */
export async function createStaffCar(
  db: Database,
  {
    actor,
    websiteId,
    input,
    isPublishing = false,
    now = new Date(),
  }: {
    actor: StaffMember;
    websiteId: number;
    input: NewCarInput;
    /** Published at once when the actor may publish on the site; otherwise saved as a draft. */
    isPublishing?: boolean;
    now?: Date;
  },
): Promise<CreateStaffCarResult> {
  const site = await stockEntrySite(db, { actor, websiteId });
  if (!site) return { ok: false, reason: "site-not-found" };
  const { dealershipId, locationId } = site.narrowing;
  const placed: NewCarInput = {
    ...input,
    ...(dealershipId !== null && dealershipId !== undefined
      ? { dealership_id: dealershipId, dealership: undefined }
      : {}),
    ...(locationId !== null && locationId !== undefined
      ? { location_id: locationId, location: undefined }
      : {}),
  };
  const isDraft = !(isPublishing && site.mayPublish);
  return createCar(db, {
    websiteId,
    input: placed,
    now,
    isDraft,
    onCreated: (tx, carId) =>
      appendAuditEntry(tx, {
        actor,
        websiteId,
        action: "stock.car-created",
        subject: `car:${carId}`,
        before: null,
        after: { ...placed, is_draft: isDraft },
        now,
      }),
  });
}
