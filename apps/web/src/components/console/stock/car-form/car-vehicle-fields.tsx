"use client";
import { CAR_TYPES, SIMPLE_FUELS } from "@forecourt/core/domain/car";
import { CarChoiceField } from "./car-choice-field.tsx";
import type { CarFormPartProps, CarFormWords } from "./car-form-words.ts";
import { CarTextField } from "./car-text-field.tsx";
import { CarVinField } from "./car-vin-field.tsx";

/**
 * What the vehicle is: its VIN (which can fill the rest), make to badge, year, condition, body,
 * colour, transmission, fuel and odometer.
 */
export function CarVehicleFields({ part, words }: { part: CarFormPartProps; words: CarFormWords }) {
  const conditions = CAR_TYPES.map((type) => ({
    value: type,
    label: type === "used" ? words.usedLabel : type === "demo" ? "Demo" : "New",
  }));
  return (
    <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">The {words.noun.toLowerCase()}</legend>
      <div className="sm:col-span-2">
        <CarVinField part={part} />
      </div>
      <CarTextField part={part} name="make" label="Make" isRequired />
      <CarTextField part={part} name="model" label="Model" isRequired />
      <CarTextField part={part} name="series" label="Series" />
      <CarTextField part={part} name="badge" label="Badge" hint="The trim, e.g. “SR5”." />
      <CarTextField part={part} name="year" label="Year" inputMode="numeric" isRequired />
      <CarChoiceField
        part={part}
        name="car_type"
        label="Condition"
        options={conditions}
        isRequired
      />
      <CarTextField part={part} name="body" label="Body" hint="e.g. Sedan, SUV, Ute." />
      <CarTextField part={part} name="colour" label={words.colour} />
      <CarTextField part={part} name="transmission" label="Transmission" />
      <CarChoiceField
        part={part}
        name="simple_fuel"
        label="Fuel"
        options={[
          { value: "", label: "Not given" },
          ...SIMPLE_FUELS.map((fuel) => ({ value: fuel, label: fuel })),
        ]}
      />
      <CarTextField
        part={part}
        name="odometer"
        label={words.odometerLabel}
        inputMode="numeric"
        hint="Whole numbers; blank for a new one with none."
      />
    </fieldset>
  );
}
