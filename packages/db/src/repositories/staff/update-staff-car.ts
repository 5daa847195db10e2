import { isCarSold } from "@forecourt/core/domain/car";
import type { CarUpdate } from "@forecourt/core/stock/car-update";
import type { Database } from "../../client.ts";
import { updateCar, type UpdateCarResult } from "../stock/update-car.ts";
import { appendAuditEntry } from "./append-audit-entry.ts";
import type { StaffMember } from "./get-staff-member.ts";
import { managedCarRef } from "./stock-access.ts";
import { stockEntryCarSite } from "./stock-entry-site.ts";

/** Whose rule lets the actor change the car: stock managers', or the car form's (sales too where the site lets them). */
const refOf = async (
  db: Database,
  actor: StaffMember,
  carId: number,
  access: "manage-stock" | "stock-entry",
) => {
  if (access === "manage-stock") return managedCarRef(db, { actor, carId });
  const site = await stockEntryCarSite(db, { actor, carId });
  return site ? { websiteId: site.id } : null;
};

type UpdateStaffCarResult = (UpdateCarResult & { websiteId?: number }) | NotManaged;
type NotManaged = { ok: false; reason: "car-not-found" };

/**
 * A console user's change to one car: the platform API's own write (`updateCar`: the same
 * schema, sale rules, saved-car alerts and locks), after the actor's right to manage that car's
 * stock is checked, with the changed columns before and after in the audit log in the same
 * transaction. Another dealer's car is "not found", and nothing is written.
 */
export async function updateStaffCar(
  db: Database,
  {
    actor,
    carId,
    update,
    now = new Date(),
    access = "manage-stock",
  }: {
    actor: StaffMember;
    carId: number;
    update: CarUpdate;
    now?: Date;
    access?: "manage-stock" | "stock-entry";
  },
): Promise<UpdateStaffCarResult> {
  const ref = await refOf(db, actor, carId, access);
  if (!ref) return { ok: false, reason: "car-not-found" };
  const result = await updateCar(db, {
    websiteId: ref.websiteId,
    key: String(carId),
    update,
    now,
    onChanged: (tx, { before, changes }) =>
      appendAuditEntry(tx, {
        actor,
        websiteId: ref.websiteId,
        // A sale made from the car itself reads as one in the log, as a lead's sale does.
        action:
          !isCarSold(before) && isCarSold({ ...before, ...changes })
            ? "stock.car-marked-sold"
            : "stock.car-updated",
        subject: `car:${carId}`,
        before: Object.fromEntries(
          Object.keys(changes).map((column) => [column, before[column as keyof typeof before]]),
        ),
        after: changes,
        now,
      }),
  });
  return result.ok ? { ...result, websiteId: ref.websiteId } : result;
}
