"use client";
import { CAR_STATUSES } from "@forecourt/core/domain/car";
import { CAR_STATUS_LABELS } from "@forecourt/core/console/stock-edit";
import { CarChoiceField } from "./car-choice-field.tsx";
import type { CarFormPartProps, CarFormWords } from "./car-form-words.ts";
import { CarFlagField, CarTextField } from "./car-text-field.tsx";

export type CarFormLocation = { id: number; name: string };

/**
 * How the car is listed: stock number, plate, location, status, description, certified and
 * pre-order. A new car is in stock or coming soon; a sale is recorded from the quick edit.
 */
export function CarListingFields({
  part,
  words,
  locations,
  isNew,
}: {
  part: CarFormPartProps;
  words: CarFormWords;
  locations: readonly CarFormLocation[];
  isNew: boolean;
}) {
  const statuses = CAR_STATUSES.filter((status) => !isNew || status !== "sold");
  return (
    <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">Listing</legend>
      <CarTextField part={part} name="stocknum" label="Stock number" isRequired />
      <CarTextField part={part} name="rego" label={words.registration} />
      {locations.length > 1 ? (
        <CarChoiceField
          part={part}
          name="location"
          label="Location"
          options={[
            { value: "", label: "The dealership's own" },
            ...locations.map((location) => ({ value: String(location.id), label: location.name })),
          ]}
        />
      ) : null}
      <CarChoiceField
        part={part}
        name="status"
        label="Status"
        options={statuses.map((status) => ({ value: status, label: CAR_STATUS_LABELS[status] }))}
      />
      <CarTextField
        part={part}
        name="description"
        label="Description"
        isMultiline
        className="sm:col-span-2"
      />
      <CarFlagField part={part} name="certified" label="Certified" />
      <CarFlagField part={part} name="preorder" label="Pre-order" />
    </fieldset>
  );
}
