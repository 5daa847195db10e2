"use client";
import { useActionState } from "react";
import { CAR_NOT_LISTED, saleCarChoice } from "@forecourt/core/leads/lead-sale";
import { markLeadSoldAction } from "@/server/console/lead-sale-action";
import { IDLE } from "@/server/console/form-state";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { FormNotice } from "./kit/form-notice.tsx";

export type SaleCarOption = { stockNumber: string; name: string; isSold: boolean };

/**
 * Marks the lead sold with the car it bought, picked from the dealership's stock (or "a car
 * not listed"), and what it sold for; the car leaves the site's for-sale search and its feeds.
 * On a sold lead it names or changes the car (a car sold at the yard, linked later). The
 * result takes the focus once the form is answered.
 */
export function LeadSaleForm({
  leadId,
  isSold,
  cars,
  selected,
}: {
  leadId: string;
  isSold: boolean;
  /** The dealership's stock for sale, and the lead's own car. */
  cars: readonly SaleCarOption[];
  /** The stock number of the car sold or asked about, to start from. */
  selected: string | null;
}) {
  const [state, action, isPending] = useActionState(markLeadSoldAction, IDLE);
  const errors = state.fieldErrors ?? {};
  const start = selected === null ? CAR_NOT_LISTED : saleCarChoice(selected);
  return (
    <form key={JSON.stringify(state)} action={action} className="grid gap-3" noValidate>
      <FormNotice state={state} />
      <input type="hidden" name="leadId" value={leadId} />
      <Field id="lead-sale-car" label={isSold ? "Car sold" : "Car bought"} error={errors.car}>
        {(control) => (
          <Select {...control} name="car" defaultValue={state.values?.car ?? start}>
            {cars.map((car) => (
              <option key={car.stockNumber} value={saleCarChoice(car.stockNumber)}>
                {car.name} ({car.stockNumber}){car.isSold ? ", sold" : ""}
              </option>
            ))}
            <option value={CAR_NOT_LISTED}>A car not listed</option>
          </Select>
        )}
      </Field>
      <Field id="lead-sale-price" label="Sale price (optional)" error={errors.salePrice}>
        {(control) => (
          <Input
            {...control}
            name="salePrice"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={state.values?.salePrice ?? ""}
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
