import { bodyStyle, type BodyKind } from "./body-style.ts";

/**
 * The schema.org type of a vehicle page's structured data, by the kind its body names
 * (`bodyStyle`): schema.org has `Car` ("an automobile", pickups and vans too) and `Motorcycle`
 * under `Vehicle`; a caravan, motorhome, trailer, boat, ATV or commercial truck has no type of its
 * own, so it is the general `Vehicle` (schema.org/Vehicle, /Car, /Motorcycle).
 */
type SchemaOrgVehicleType = "Car" | "Motorcycle" | "Vehicle";

const TYPES = {
  convertible: "Car",
  coupe: "Car",
  crossover: "Car",
  suv: "Car",
  hatchback: "Car",
  wagon: "Car",
  sedan: "Car",
  limousine: "Car",
  minivan: "Car",
  ute: "Car",
  pickup: "Car",
  van: "Car",
  car: "Car",
  motorcycle: "Motorcycle",
  powersport: "Vehicle",
  motorhome: "Vehicle",
  caravan: "Vehicle",
  "camper-trailer": "Vehicle",
  trailer: "Vehicle",
  boat: "Vehicle",
  commercial: "Vehicle",
} as const satisfies Record<BodyKind, SchemaOrgVehicleType>;

/** The schema.org type of a vehicle whose body reads `body` on a site of `template`. */
export function schemaOrgVehicleType(
  body: string | null | undefined,
  template: string | null,
): SchemaOrgVehicleType {
  return TYPES[bodyStyle(body, template).kind];
}
