"use client";
import { carFormAction } from "@/server/console/car-form-action";
import { ConsoleForm } from "../../kit/console-form.tsx";
import type { CarFormWords } from "./car-form-words.ts";
import { CarListingFields, type CarFormLocation } from "./car-listing-fields.tsx";
import { CarPriceFields } from "./car-price-fields.tsx";
import { CarVehicleFields } from "./car-vehicle-fields.tsx";

/**
 * The console's car form: a new car for a site (`websiteId`), or every typed field of a stored
 * car (`carId`), in the site's words. It posts to `carFormAction`, which writes through the
 * platform API's own path; a refusal keeps what was typed and marks each bad field.
 */
export function CarForm({
  target,
  initial,
  words,
  locations,
  clientKey,
}: {
  target: { websiteId: number } | { carId: number };
  initial: Readonly<Record<string, string>>;
  words: CarFormWords;
  locations: readonly CarFormLocation[];
  clientKey: string;
}) {
  const isNew = "websiteId" in target;
  return (
    <ConsoleForm
      action={carFormAction}
      heading={isNew ? `New ${words.noun.toLowerCase()}` : "All details"}
      submitLabel={isNew ? `Add ${words.noun.toLowerCase()}` : "Save details"}
      hidden={{ ...target, clientKey }}
      clientKey={clientKey}
      className="grid gap-6"
    >
      {(state) => {
        const part = { state, initial };
        return (
          <>
            <CarVehicleFields part={part} words={words} />
            <CarPriceFields part={part} words={words} />
            <CarListingFields part={part} words={words} locations={locations} isNew={isNew} />
          </>
        );
      }}
    </ConsoleForm>
  );
}
