"use server";
import { revalidatePath } from "next/cache";
import { CONSOLE_LEADS_PATH, CONSOLE_STOCK_PATH } from "@forecourt/core/console/console-paths";
import { LEAD_WRITE_MESSAGES } from "@forecourt/core/console/lead-inbox-forms";
import { LEAD_SALE_MESSAGES, leadSaleFormSchema } from "@forecourt/core/leads/lead-sale";
import { leadStatusChangeMessage } from "@forecourt/core/leads/lead-statuses";
import { markLeadSold } from "@forecourt/db/repositories/leads/mark-lead-sold";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { completeCarWrite } from "../stock/complete-car-write.ts";
import { staffAction } from "./staff-action.ts";

/**
 * Records a sale: the lead marked sold by the status rule the platform API uses, with the car
 * it bought (picked from the stock, the lead's own car, or a car not listed) and its price,
 * audited. The car is sold through the car write path and its site's stock caches expired as
 * the API's car writes expire them, so the site's search and feeds stop offering it at once.
 * Insight counts it as a sale, worth its price.
 */
export const markLeadSoldAction = staffAction(
  leadSaleFormSchema,
  async ({ actor, data, values, database }) => {
    const result = await markLeadSold(database, {
      actor,
      leadId: data.leadId,
      stockNumber: data.stockNumber,
      salePrice: data.salePrice,
      now: new Date(),
    });
    if (result.ok) {
      if (result.car) {
        const site = await getSiteById(database, result.car.detail.car.websiteId);
        if (site) await completeCarWrite(site, result.car);
        revalidatePath(CONSOLE_STOCK_PATH);
      }
      const car = result.carId === null ? "no car named" : "its car marked sold";
      return {
        status: "done",
        message: result.wasSold ? `Sale updated: ${car}.` : `Marked sold, ${car}.`,
      };
    }
    if (result.reason === "unknown-car" || result.reason === "car-sold-to-another-lead") {
      const message = LEAD_SALE_MESSAGES[result.reason];
      return { status: "error", message, fieldErrors: { car: message }, values };
    }
    if ("from" in result) {
      return {
        status: "error",
        message: leadStatusChangeMessage(result.reason, result.from, "sold"),
        values,
      };
    }
    return { status: "error", message: LEAD_WRITE_MESSAGES[result.reason], values };
  },
  { revalidate: () => [CONSOLE_LEADS_PATH, "layout"] as const },
);
