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
