import type { VehicleImageKind } from "../images/vehicle-kinds.ts";
import type { CatalogueEntry } from "./demo-site.ts";

type CatalogueRow = [
  make: string,
  model: string,
  body: string,
  kind: VehicleImageKind,
  fuel: CatalogueEntry["fuel"],
  price: [low: number, high: number],
  badges: string[],
];

/** A catalogue written as a table, one model a line. */
export function catalogue(rows: CatalogueRow[]): CatalogueEntry[] {
  return rows.map(([make, model, body, kind, fuel, price, badges]) => ({
    make,
    model,
    body,
    kind,
    fuel,
    price,
    badges,
  }));
}
