"use client";
import {
  CAR_EQUIPMENT_LABELS as LABELS,
  type CarFormPartProps,
  type CarFormWords,
} from "./car-form-words.ts";
import { CarTextField } from "./car-text-field.tsx";

/**
 * How the vehicle is fitted: drivetrain, engine and its features one a line, and on a caravan or
 * RV site (`asksCaravanFields`) its berths and length. Elsewhere those two are not asked, and a
 * form without them leaves what the car has as it is.
 */
export function CarEquipmentFields({
  part,
  words,
}: {
  part: CarFormPartProps;
  words: CarFormWords;
}) {
  return (
    <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">Engine and features</legend>
      <CarTextField part={part} name="drivetrain" {...LABELS.drivetrain} />
      <CarTextField part={part} name="engine" {...LABELS.engine} />
      {words.asksCaravanFields ? (
        <>
          <CarTextField part={part} name="berths" inputMode="numeric" {...LABELS.berths} />
          <CarTextField
            part={part}
            name="length_m"
            inputMode={words.lengthUnit === "m" ? "decimal" : "text"}
            label={words.lengthLabel}
            hint={words.lengthHint}
          />
        </>
      ) : null}
      <CarTextField
        part={part}
        name="features"
        isMultiline
        className="sm:col-span-2"
        {...LABELS.features}
      />
    </fieldset>
  );
}
