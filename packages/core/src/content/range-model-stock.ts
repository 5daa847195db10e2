import type { RangeModel } from "../domain/model.ts";

/** The model part of a range item's name: "Jayco Journey" made by "Jayco" is "Journey". */
export function rangeModelName(model: Pick<RangeModel, "name" | "manufacturerName">): string {
  const { name, manufacturerName: make } = model;
  return name.toLowerCase().startsWith(`${make.toLowerCase()} `)
    ? name.slice(make.length + 1)
    : name;
}

/**
 * Whether a car of the stock is of a range model: the same make and model name, in any case.
 * The model page counts these cars and its sitemap entry dates from the newest of them.
 */
export function isRangeModelCar(
  model: Pick<RangeModel, "name" | "manufacturerName">,
  car: { make: string; model: string },
): boolean {
  return (
    car.make.toLowerCase() === model.manufacturerName.toLowerCase() &&
    car.model.toLowerCase() === rangeModelName(model).toLowerCase()
  );
}
