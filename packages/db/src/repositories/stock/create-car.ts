import type { CarDetail } from "@forecourt/core/domain/car-detail";
import type { NewCarInput } from "@forecourt/core/stock/car-input";
import type { FieldErrors } from "@forecourt/core/validation/field-errors";
import type { Database, Tx } from "../../client.ts";
import { cars } from "../../schema.ts";
import { carRowFromInput, carSlugBase, defaultCarName } from "./car-row.ts";
import { findCarMatch } from "./find-car-match.ts";
import { getCarById } from "./get-car.ts";
import { lockSiteStock } from "./lock-site-stock.ts";
import { readCarVinRule } from "./read-car-vin-rule.ts";
import { resolveCarPlaces } from "./resolve-car-places.ts";
import { uniqueCarSlug } from "./unique-car-slug.ts";

type CreateCarOptions = {
  websiteId: number;
  input: NewCarInput;
  now?: Date;
  /** Saved as a draft, off every storefront channel until published (the console's choice). */
  isDraft?: boolean;
  /** Runs in the insert's transaction with the new car's id: the console's audit entry. */
  onCreated?: (tx: Tx, carId: number) => Promise<void>;
};

export type CreateCarResult =
  { ok: true; detail: CarDetail } | { ok: false; reason: "invalid"; errors: FieldErrors };

/**
 * Adds a car to one site's stock. A car of the site with the same stock number or VIN is the
 * same car: it is refused on `stocknum` or `vin` (an upsert updates it instead), and nothing
 * is written. The slug is made from the name and stock number, unique on the site.
 */
export async function createCar(
  db: Database,
  { websiteId, input, now = new Date(), isDraft = false, onCreated }: CreateCarOptions,
): Promise<CreateCarResult> {
  const created = await db.transaction(async (tx) => {
    await lockSiteStock(tx, websiteId);
    const match = await findCarMatch(tx, {
      websiteId,
      stockNumber: input.stocknum,
      vin: input.vin,
    });
    if (match) {
      const errors: FieldErrors =
        match.by === "stocknum"
          ? {
              stocknum: `A car with stock number ${input.stocknum} is on this site already (${match.row.slug}); PUT updates it.`,
            }
          : {
              vin: `A car with VIN ${input.vin} is on this site already (${match.row.slug}, stock number ${match.row.stockNumber}); PUT updates it.`,
            };
      return { ok: false, reason: "invalid", errors } as const;
    }
    const inserted = await insertCar(tx, { websiteId, input, now, isDraft });
    if (inserted.ok) await onCreated?.(tx, inserted.carId);
    return inserted;
  });
  if (!created.ok) return created;
  const detail = await getCarById(db, { websiteId, id: created.carId });
  if (!detail) throw new Error(`car ${created.carId} vanished after its insert`);
  return { ok: true, detail };
}

/**
 * Inserts a car the caller has checked is new, inside its transaction and under the site's
 * stock lock: its dealership and location resolved, its slug unique. The upsert shares it.
 */
export async function insertCar(
  tx: Tx,
  {
    websiteId,
    input,
    now,
    isDraft = false,
  }: { websiteId: number; input: NewCarInput; now: Date; isDraft?: boolean },
): Promise<{ ok: true; carId: number } | { ok: false; reason: "invalid"; errors: FieldErrors }> {
  const resolved = await resolveCarPlaces(tx, { websiteId, input, isNew: true });
  if (!resolved.ok) return { ok: false, reason: "invalid", errors: resolved.errors };
  const slug = await uniqueCarSlug(
    tx,
    websiteId,
    carSlugBase({ ...input, name: input.name ?? defaultCarName(input) }),
  );
  const made = carRowFromInput(input, {
    websiteId,
    dealershipId: resolved.places.dealershipId!,
    locationId: resolved.places.locationId ?? null,
    now,
    slug,
    vinRule: await readCarVinRule(tx, websiteId),
  });
  if (!made.ok) return { ok: false, reason: "invalid", errors: made.errors };
  const [row] = await tx
    .insert(cars)
    .values({ ...made.row, isDraft })
    .returning({ id: cars.id });
  if (!row) throw new Error("car insert returned no row");
  return { ok: true, carId: row.id };
}
