"use client";
import type { CarFormPartProps, CarFormWords } from "./car-form-words.ts";
import { CarTextField } from "./car-text-field.tsx";

/** The asking prices in whole dollars; the subscription price where the site offers one. */
export function CarPriceFields({ part, words }: { part: CarFormPartProps; words: CarFormWords }) {
  return (
    <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">Prices</legend>
      <CarTextField
        part={part}
        name="price"
        label="Price"
        inputMode="numeric"
        hint="Whole dollars; blank for none."
      />
      <CarTextField
        part={part}
        name="before_price"
        label="Before price"
        inputMode="numeric"
        hint="Shown struck through beside a lower price."
      />
      <CarTextField part={part} name="dapprice" label="Drive-away price" inputMode="numeric" />
      {words.offersSubscription ? (
        <CarTextField
          part={part}
          name="subscription_price"
          label="Subscription price"
          inputMode="numeric"
          hint="Whole dollars for each period the site shows."
        />
      ) : null}
    </fieldset>
  );
}
