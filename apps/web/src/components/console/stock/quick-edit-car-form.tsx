"use client";
import { CAR_STATUSES } from "@forecourt/core/domain/car";
import { CAR_STATUS_LABELS } from "@forecourt/core/console/stock-edit";
import { quickEditCarAction } from "@/server/console/quick-edit-car-action";
import { CheckboxField } from "../kit/checkbox-field.tsx";
import { ConsoleForm } from "../kit/console-form.tsx";
import { labelledChoices, SelectField } from "../kit/select-field.tsx";
import { TextField } from "../kit/text-field.tsx";

type QuickEditCar = {
  id: number;
  price: number | null;
  status: string;
  tag: string | null;
  isReserved: boolean;
  isFeatured: boolean;
  /** When it sold, in the site's words ("28 Nov 2026"), for a sold car. */
  soldOnText: string | null;
};

/**
 * Price, status (sold included, with its sale price and day), tag, reserved and featured of one
 * car; each refusal beside its field.
 */
export function QuickEditCarForm({ car }: { car: QuickEditCar }) {
  return (
    <ConsoleForm
      action={quickEditCarAction}
      hidden={{ carId: car.id }}
      clientKey={JSON.stringify(car)}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      fullRowClassName="sm:col-span-2"
      submitLabel="Save changes"
      submitClassName="sm:col-span-2"
    >
      {(state) => (
        <QuickEditFields
          car={car}
          values={state.status === "error" ? state.values : undefined}
          errors={state.fieldErrors ?? {}}
        />
      )}
    </ConsoleForm>
  );
}

/** The car as stored, what was typed when refused (else undefined), and each field's refusal. */
type CarFieldsProps = {
  car: QuickEditCar;
  values: Record<string, string> | undefined;
  errors: Record<string, string>;
};

/** The car's fields as stored, or as typed when refused. */
/** Whether the car is reserved, and whether it is featured on the home page. */
function QuickEditFlags({ car, values, errors }: CarFieldsProps) {
  return (
    <>
      <QuickEditFlag
        name="reserved"
        label="Reserved"
        isChecked={values ? values.reserved === "on" : car.isReserved}
        error={errors.reserved}
      />
      <QuickEditFlag
        name="featured"
        label="Featured on the home page"
        isChecked={values ? values.featured === "on" : car.isFeatured}
        error={errors.featured}
      />
    </>
  );
}

function QuickEditFields({ car, values, errors }: CarFieldsProps) {
  return (
    <>
      <TextField
        id="car-price"
        label="Price"
        isRequired={false}
        hint="Whole dollars; empty for no price."
        error={errors.price}
        name="price"
        inputMode="numeric"
        autoComplete="off"
        defaultValue={values ? values.price : (car.price ?? "")}
      />
      <SelectField
        id="car-status"
        label="Status"
        error={errors.status ?? errors.sold}
        name="status"
        defaultValue={values?.status ?? car.status}
        choices={labelledChoices(CAR_STATUSES, CAR_STATUS_LABELS)}
      />
      <SaleFields car={car} values={values} errors={errors} />
      <TextField
        id="car-tag"
        label="Tag"
        isRequired={false}
        hint="Shown on the car's card, e.g. “Low km”."
        error={errors.tag}
        name="tag"
        autoComplete="off"
        defaultValue={values ? values.tag : (car.tag ?? "")}
      />
      <QuickEditFlags car={car} values={values} errors={errors} />
      <KeepChanges isChecked={values ? values.keep === "on" : true} />
    </>
  );
}

/** The sale price and day, read with the status Sold. */
function SaleFields({ car, values, errors }: CarFieldsProps) {
  const fields = [
    {
      id: "car-sold-price",
      name: "soldPrice",
      label: "Sale price",
      hint: "With the status Sold: what it sold for; blank keeps the one recorded.",
      error: errors.sold_price,
      inputMode: "numeric",
      autoComplete: "off",
    },
    {
      id: "car-sold-on",
      name: "soldOn",
      label: "Sale date",
      hint: car.soldOnText
        ? `With the status Sold: the day it sold (recorded: ${car.soldOnText}); blank keeps it.`
        : "With the status Sold: the day it sold; blank is today.",
      error: errors.sold_at,
      type: "date",
    },
  ] as const;
  return fields.map((field) => (
    <TextField
      key={field.name}
      isRequired={false}
      defaultValue={values?.[field.name] ?? ""}
      {...field}
    />
  ));
}

/** One checkbox of the quick edit, its refusal beside it. */
function QuickEditFlag({
  name,
  label,
  isChecked,
  error,
}: {
  name: "reserved" | "featured";
  label: string;
  isChecked: boolean;
  error: string | undefined;
}) {
  return (
    <CheckboxField
      id={`car-${name}`}
      name={name}
      label={label}
      isChecked={isChecked}
      error={error}
      className="flex items-center gap-2 self-end pb-2"
    />
  );
}

/** Whether the feed leaves the fields changed here as they are set (locked). */
function KeepChanges({ isChecked }: { isChecked: boolean }) {
  return (
    <div className="flex items-start gap-2 sm:col-span-2">
      <input
        id="car-keep"
        type="checkbox"
        name="keep"
        className="mt-0.5 size-5"
        defaultChecked={isChecked}
        aria-describedby="car-keep-hint"
      />
      <div>
        <label htmlFor="car-keep" className="text-sm font-medium text-slate-800">
          Keep my changes when the feed next updates this car
        </label>
        <p id="car-keep-hint" className="text-sm text-slate-700">
          Locks each field you change here, so the dealer&apos;s feed leaves it as you set it.
        </p>
      </div>
    </div>
  );
}
