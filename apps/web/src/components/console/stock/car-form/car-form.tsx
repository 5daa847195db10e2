"use client";
import { DRAFTS_ONLY_MESSAGE } from "@forecourt/core/console/stock-entry-access";
import { carFormAction } from "@/server/console/car-form-action";
import { CarChoiceField } from "./car-choice-field.tsx";
import { CarEquipmentFields } from "./car-equipment-fields.tsx";
import { ConsoleForm } from "../../kit/console-form.tsx";
import type { CarFormWords } from "./car-form-words.ts";
import { CarListingFields, type CarFormLocation } from "./car-listing-fields.tsx";
import { CarPriceFields } from "./car-price-fields.tsx";
import { CarVehicleFields } from "./car-vehicle-fields.tsx";

/**
 * The console's car form: a new car for a site (`websiteId`), or every typed field of a stored
 * car (`carId`), in the site's words. It posts to `carFormAction`, which writes through the
 * platform API's own path; a refusal keeps what was typed and marks each bad field. A new car
 * is published at once or saved as a draft, as the staff member chooses where they may publish;
 * where they may not (sales on a site that keeps them to drafts) the form says so and saves drafts.
 */
export function CarForm({
  target,
  initial,
  words,
  locations,
  clientKey,
  mayPublish = true,
}: {
  target: { websiteId: number } | { carId: number };
  initial: Readonly<Record<string, string>>;
  words: CarFormWords;
  locations: readonly CarFormLocation[];
  clientKey: string;
  /** Whether the staff member may publish on the site (a new car's choice of draft or live). */
  mayPublish?: boolean;
}) {
  const isNew = "websiteId" in target;
  const noun = words.noun.toLowerCase();
  return (
    <ConsoleForm
      action={carFormAction}
      heading={isNew ? `New ${noun}` : "All details"}
      submitLabel={isNew ? (mayPublish ? `Add ${noun}` : "Save draft") : "Save details"}
      hidden={{ ...target, clientKey }}
      clientKey={clientKey}
      className="grid gap-6"
    >
      {(state) => {
        const part = { state, initial };
        return (
          <>
            <CarVehicleFields part={part} words={words} />
            <CarEquipmentFields part={part} words={words} />
            <CarPriceFields part={part} words={words} />
            <CarListingFields part={part} words={words} locations={locations} isNew={isNew} />
            {isNew && mayPublish ? (
              <CarChoiceField
                part={part}
                name="publish"
                label="On the site"
                options={[
                  { value: "yes", label: "Publish now: on the site, search and feeds" },
                  { value: "no", label: "Save as a draft, off the site" },
                ]}
              />
            ) : null}
            {isNew && !mayPublish ? (
              <p className="text-sm text-slate-700">{DRAFTS_ONLY_MESSAGE}</p>
            ) : null}
          </>
        );
      }}
    </ConsoleForm>
  );
}
