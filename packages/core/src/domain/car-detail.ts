import type { Car } from "./car.ts";
import type { Location } from "./location.ts";
import type { Dealership } from "./dealership.ts";

/** One car with what its detail page shows about where it is and who sells it. */
export type CarDetail = {
  car: Car;
  dealership: Dealership;
  /** The car's location in full (address, hours); null when the car has none. */
  location: Location | null;
};
