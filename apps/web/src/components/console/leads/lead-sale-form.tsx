"use client";
import { CAR_NOT_LISTED, saleCarChoice } from "@forecourt/core/leads/lead-sale";
import { markLeadSoldAction } from "@/server/console/lead-sale-action";
import { ConsoleForm } from "../kit/console-form.tsx";
import { SelectField } from "../kit/select-field.tsx";
import { TextField } from "../kit/text-field.tsx";

type SaleCarOption = { stockNumber: string; name: string; isSold: boolean };

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
  const start = selected === null ? CAR_NOT_LISTED : saleCarChoice(selected);
  return (
    <ConsoleForm
      action={markLeadSoldAction}
      heading="Sale"
      submitLabel={isSold ? "Save the car sold" : "Mark sold"}
      hidden={{ leadId }}
      clientKey={`${isSold}${selected ?? ""}`}
    >
      {({ fieldErrors: errors = {}, values }) => (
        <>
          <SelectField
            id="lead-sale-car"
            label={isSold ? "Car sold" : "Car bought"}
            error={errors.car}
            name="car"
            defaultValue={values?.car ?? start}
            choices={cars.map((car) => ({
              value: saleCarChoice(car.stockNumber),
              label: `${car.name} (${car.stockNumber})${car.isSold ? ", sold" : ""}`,
            }))}
          >
            <option value={CAR_NOT_LISTED}>A car not listed</option>
          </SelectField>
          <TextField
            id="lead-sale-price"
            label="Sale price (optional)"
            error={errors.salePrice}
            name="salePrice"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values?.salePrice ?? ""}
          />
        </>
      )}
    </ConsoleForm>
  );
}
