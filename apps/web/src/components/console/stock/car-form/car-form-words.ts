import type { CarFormWords } from "@forecourt/core/console/car-form";
import type { FormState } from "@/server/console/form-state";

export type { CarFormWords };

/** What one part of the car form is given: the last answer and the values to start from. */
export type CarFormPartProps = {
  state: FormState;
  initial: Readonly<Record<string, string>>;
};

/** A field's value to show: what was typed when the last post was refused, else the car's. */
export function startValue(part: CarFormPartProps, name: string): string {
  if (part.state.status === "error") return part.state.values?.[name] ?? "";
  return part.initial[name] ?? "";
}

/** What the car form calls the equipment fields, with a hint of what to type. */
export const CAR_EQUIPMENT_LABELS = {
  drivetrain: { label: "Drivetrain", hint: "Which wheels drive: 4WD, AWD, FWD or RWD." },
  engine: { label: "Engine", hint: "e.g. 2.8L 4cyl turbo diesel." },
  features: { label: "Features", hint: "One a line, e.g. Reversing camera." },
  berths: { label: "Berths", hint: "How many it sleeps: 1 to 12." },
} as const;
