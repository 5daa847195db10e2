"use server";
import { CONSOLE_LEADS_PATH } from "@forecourt/core/console/console-paths";
import { LEAD_WRITE_MESSAGES } from "@forecourt/core/console/lead-inbox-forms";
import { LEAD_SALE_MESSAGES, leadSaleFormSchema } from "@forecourt/core/leads/lead-sale";
import { leadStatusChangeMessage } from "@forecourt/core/leads/lead-statuses";
import { markLeadSold } from "@forecourt/db/repositories/leads/mark-lead-sold";
import { staffAction } from "./staff-action.ts";

/**
 * Records a sale: the lead marked sold by the status rule the platform API uses, with the car
 * it bought (by stock number, else the lead's own car), audited. Insight counts it as a sale.
 */
export const markLeadSoldAction = staffAction(
  leadSaleFormSchema,
  async ({ actor, data, values, database }) => {
    const result = await markLeadSold(database, {
      actor,
      leadId: data.leadId,
      stockNumber: data.stockNumber,
      now: new Date(),
    });
    if (result.ok) {
      const car = result.carId === null ? "no car named" : "its car linked";
      return {
        status: "done",
        message: result.wasSold ? `Sale updated: ${car}.` : `Marked sold, ${car}.`,
      };
    }
    if (result.reason === "unknown-car" || result.reason === "car-sold-to-another-lead") {
      const message = LEAD_SALE_MESSAGES[result.reason];
      return { status: "error", message, fieldErrors: { stockNumber: message }, values };
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
