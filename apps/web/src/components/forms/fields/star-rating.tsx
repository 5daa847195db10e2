"use client";

import { STAR_RATING_MAX } from "@forecourt/core/validation/fields";
import { RadioGroup, type GroupFieldProps } from "./radio-group.tsx";

const STARS = Array.from({ length: STAR_RATING_MAX }, (_, i) => i + 1);

/**
 * §3 star rating as a radio group: each star is a radio button named "N stars", so arrow keys
 * move between them and a screen reader reads the choice; the stars up to the choice fill in.
 */
export function StarRatingField({ value, onChange, ...field }: GroupFieldProps) {
  const { name, isDisabled } = field;
  const chosen = Number(value) || 0;
  return (
    <RadioGroup id={field.id} label={field.label} error={field.error} isRequired={field.isRequired}>
      <div className="mt-1 flex gap-1">
        {STARS.map((star) => (
          <label key={star} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={String(star)}
              checked={chosen === star}
              disabled={isDisabled}
              onChange={() => onChange(String(star))}
              className="peer sr-only"
            />
            <span className="sr-only">{star === 1 ? "1 star" : `${star} stars`}</span>
            <span
              aria-hidden="true"
              className={`block rounded text-3xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-slate-900 ${
                star <= chosen ? "text-amber-600" : "text-slate-400"
              }`}
            >
              ★
            </span>
          </label>
        ))}
      </div>
    </RadioGroup>
  );
}
