import type { CarDetail } from "@forecourt/core/domain/car-detail";
import type { Database } from "../../client.ts";
import { getCarById } from "../stock/get-car.ts";
import type { StaffMember } from "./get-staff-member.ts";
import { managedCarRef } from "./stock-access.ts";

export type StaffCar = CarDetail & { websiteId: number; siteName: string };

/** One car for the console's edit page; null when there is none or the actor may not manage it. */
export async function getStaffCar(
  db: Database,
  { actor, carId }: { actor: StaffMember; carId: number },
): Promise<StaffCar | null> {
  const ref = await managedCarRef(db, { actor, carId });
  if (!ref) return null;
  const detail = await getCarById(db, { websiteId: ref.websiteId, id: carId });
  return detail ? { ...detail, websiteId: ref.websiteId, siteName: ref.siteName } : null;
}
