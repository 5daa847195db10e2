"use client";
import { useActionState } from "react";
import { MAX_SALE_STOCK_NUMBER } from "@forecourt/core/leads/lead-sale";
import { markLeadSoldAction } from "@/server/console/lead-sale-action";
import { IDLE } from "@/server/console/form-state";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { FormNotice } from "./kit/form-notice.tsx";

/**
 * Marks the lead sold with the car it bought: a stock number, or blank for the car the lead was
 * about. On a sold lead it names or changes the car (a car sold at the yard, linked later).
 * The result takes the focus once the form is answered.
 */
export function LeadSaleForm({
  leadId,
  isSold,
  stockNumber,
}: {
  leadId: string;
  isSold: boolean;
  /** The car sold or asked about, to start from. */
  stockNumber: string | null;
}) {
  const [state, action, isPending] = useActionState(markLeadSoldAction, IDLE);
  const errors = state.fieldErrors ?? {};
  return (
    <form key={JSON.stringify(state)} action={action} className="grid gap-3" noValidate>
      <FormNotice state={state} />
      <input type="hidden" name="leadId" value={leadId} />
      <Field
        id="lead-sale-stock"
        label={isSold ? "Car sold (stock number)" : "Car bought (stock number, optional)"}
        error={errors.stockNumber}
      >
        {(control) => (
          <Input
            {...control}
            name="stockNumber"
            maxLength={MAX_SALE_STOCK_NUMBER}
            defaultValue={state.values?.stockNumber ?? stockNumber ?? ""}
          />
        )}
      </Field>
      <div>
        <Button type="submit" disabled={isPending}>
          {isSold ? "Save the car sold" : "Mark sold"}
        </Button>
      </div>
    </form>
  );
}
