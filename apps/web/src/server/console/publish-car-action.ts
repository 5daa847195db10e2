"use server";
import { revalidatePath } from "next/cache";
import { CONSOLE_STOCK_PATH, consoleCarPath } from "@forecourt/core/console/console-paths";
import { DRAFTS_ONLY_MESSAGE } from "@forecourt/core/console/stock-entry-access";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { setStaffCarPublished } from "@forecourt/db/repositories/staff/set-staff-car-published";
import { completeCarWrite } from "../stock/complete-car-write.ts";
import { CAR_NOT_YOURS_MESSAGE, staffCarAction } from "./write-staff-car.ts";

/**
 * Publish a car (`publish=yes`) or take it back to draft (anything else), for whoever may publish
 * on its site; then the API's own ending, which expires the site's stock lists, the car's page,
 * the sitemap and the catalogue feeds, so the change shows on every channel at once.
 */
export const publishCarAction = staffCarAction(async ({ actor, data, values, database }) => {
  const isPublished = values.publish === "yes";
  const result = await setStaffCarPublished(database, {
    actor,
    carId: data.carId,
    isPublished,
  });
  if (!result.ok) {
    return {
      status: "error",
      message: result.reason === "drafts-only" ? DRAFTS_ONLY_MESSAGE : CAR_NOT_YOURS_MESSAGE,
    };
  }
  const site = await getSiteById(database, result.detail.car.websiteId);
  if (!site) return { status: "error", message: CAR_NOT_YOURS_MESSAGE };
  await completeCarWrite(site, { detail: result.detail, isChanged: result.isChanged });
  revalidatePath(CONSOLE_STOCK_PATH);
  revalidatePath(consoleCarPath(data.carId));
  if (!result.isChanged) return { status: "done", message: "Nothing changed." };
  return {
    status: "done",
    message: isPublished
      ? "Published: the car is on the site, in search, the sitemap and the feeds."
      : "Taken back to draft: the car is off the site, search, the sitemap and the feeds.",
  };
});
