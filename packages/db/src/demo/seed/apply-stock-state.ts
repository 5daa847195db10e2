import type { CarType } from "@forecourt/core/domain/car";
import type { NewCar } from "../factories.ts";
import type { DemoSite } from "../sites/demo-site.ts";
import { addDays } from "./add-days.ts";
import { HISTORY_REPORT_MEDIA_ID, mediaUrl } from "./media-ids.ts";

/** A fixed spread of the states of spec §4 so every card tag and rule is visible in demo data. */
export function applyStockState(
  row: NewCar,
  carType: CarType,
  index: number,
  count: number,
  site: DemoSite,
  now: Date,
) {
  const days = (n: number) => addDays(now, -n);
  const soldDays = site.settings.search?.includeSoldCarsDays ?? 3;
  if (index === 0) row.createdAt = days(1); // just arrived
  if (index === 1) row.createdAt = days(5);
  if (carType === "new" && index === 2) {
    row.status = "coming_soon";
    row.createdAt = days(2);
  }
  if (carType === "new" && index === 3) {
    row.isPreorder = true;
    row.price = 0;
    row.tag = "Pre-order";
  }
  if (carType === "new" && index === 4) row.tag = "runout sale";
  if (carType === "new" && index === 5) row.tag = "Special";
  if (index === count - 1) {
    row.isSold = true;
    row.status = "sold";
    row.soldAt = days(Math.max(0, soldDays - 1));
  }
  if (count > 6 && index === count - 2) {
    row.isSold = true;
    row.status = "sold";
    row.soldAt = days(soldDays + 5);
  }
  if (count > 6 && index === count - 3) row.isReserved = true;
  if (carType === "used" && index === 2) row.price = 0; // enquire for price
  if (carType === "used" && index % 3 === 0) row.fileUrl = mediaUrl(HISTORY_REPORT_MEDIA_ID);
  if (carType === "used" && index % 4 === 1 && site.settings.stock?.certifiedProgram)
    row.isCertified = true;
  if (carType === "demo" && index === 0) row.tag = "Test Drive Only";
  if (site.settings.commerce?.offersSubscription && (row.price ?? 0) > 10)
    row.subscriptionPrice = Math.round((row.price ?? 0) / 260);
}
