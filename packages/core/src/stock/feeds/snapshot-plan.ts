/**
 * The plan of a full-snapshot feed over a site's cars, decided before anything is written:
 * each row matched to a car by stock number, then by VIN; matched cars updated or unchanged
 * (the caller's `changesOf` diffs a car against its row, keeping the fields a dealer locked);
 * other rows created; unsold cars missing from the snapshot sold. A snapshot that would sell
 * more than `maxRemovalShare` of the unsold cars is held for confirmation instead. A draft saved
 * in the console is never sold for missing from the feed, nor counted in that share: it is not
 * on sale yet (docs/decisions/0036-car-drafts.md).
 */

/** What the plan needs to know of a car the site has. */
export type SnapshotCar = {
  id: number;
  stockNumber: string;
  vin: string | null;
  isSold: boolean;
  /** Saved in the console and not published: left alone by a feed that does not list it. */
  isDraft?: boolean;
  /** API field names a dealer edited by hand; "status" or "sold" keeps a sold car sold. */
  lockedFields: readonly string[];
};

/** A row of the file that read as a car. */
export type SnapshotRow<Input> = {
  row: number;
  input: Input;
  stockNumber: string | null;
  vin: string | null;
};

export type SnapshotRejection = { row: number; stockNumber: string | null; reason: string };

export type SnapshotUpdate<Car, Input, Changes> = {
  row: number;
  car: Car;
  input: Input;
  /** The fields to write; may be empty when only `isRelisted`. */
  changes: Changes | null;
  /** A sold car the feed lists again goes back on sale. */
  isRelisted: boolean;
};

export type SnapshotPlan<Car, Input, Changes> = {
  creates: SnapshotRow<Input>[];
  updates: SnapshotUpdate<Car, Input, Changes>[];
  unchanged: { row: number; car: Car; input: Input }[];
  /** Unsold cars the snapshot does not list. */
  sells: Car[];
  rejections: SnapshotRejection[];
  /** Why the plan must wait for confirmation; null when it may be applied. */
  hold: { reason: "shrink-guard"; share: number; message: string } | null;
};

export type PlanSnapshotOptions<Car extends SnapshotCar, Input, Changes> = {
  existing: readonly Car[];
  rows: readonly SnapshotRow<Input>[];
  /** The share (0-1) of the unsold cars one snapshot may sell without confirmation. */
  maxRemovalShare: number;
  /** A car's changes from its row (locked fields left out), or null when nothing differs. */
  changesOf: (car: Car, input: Input) => Changes | null;
  /** A confirmed snapshot is applied whatever it sells. */
  isConfirmed?: boolean;
  /**
   * Stock numbers and VINs of rows that were rejected: their cars are left as they are, never
   * sold because a bad row hid them.
   */
  rejectedKeys?: readonly SnapshotKey[];
};

export type SnapshotKey = { stockNumber: string | null; vin: string | null };

const vinKey = (vin: string | null) => (vin ? vin.trim().toUpperCase() : null);
const stockKey = (stockNumber: string | null) => (stockNumber ? stockNumber.trim() : null);

export function planSnapshot<Car extends SnapshotCar, Input, Changes>({
  existing,
  rows,
  maxRemovalShare,
  changesOf,
  isConfirmed = false,
  rejectedKeys = [],
}: PlanSnapshotOptions<Car, Input, Changes>): SnapshotPlan<Car, Input, Changes> {
  const byStock = new Map<string, Car>();
  const byVin = new Map<string, Car>();
  // The newest car wins a stock number or VIN two cars share (an old sold one and its relisting).
  for (const car of [...existing].sort((a, b) => a.id - b.id)) {
    byStock.set(car.stockNumber.trim(), car);
    const vin = vinKey(car.vin);
    if (vin) byVin.set(vin, car);
  }

  const plan: SnapshotPlan<Car, Input, Changes> = {
    creates: [],
    updates: [],
    unchanged: [],
    sells: [],
    rejections: [],
    hold: null,
  };
  const rowOfStock = new Map<string, number>();
  const rowOfVin = new Map<string, number>();
  const claimedBy = new Map<number, number>();

  for (const row of rows) {
    const stock = stockKey(row.stockNumber);
    const vin = vinKey(row.vin);
    const earlierStock = stock === null ? undefined : rowOfStock.get(stock);
    if (earlierStock !== undefined) {
      plan.rejections.push({
        row: row.row,
        stockNumber: stock,
        reason: `stock number ${stock} is also on row ${earlierStock}`,
      });
      continue;
    }
    const earlierVin = vin === null ? undefined : rowOfVin.get(vin);
    if (earlierVin !== undefined) {
      plan.rejections.push({
        row: row.row,
        stockNumber: stock,
        reason: `VIN ${vin} is also on row ${earlierVin}`,
      });
      continue;
    }
    const car =
      (stock !== null ? byStock.get(stock) : undefined) ??
      (vin !== null ? byVin.get(vin) : undefined);
    const claimant = car ? claimedBy.get(car.id) : undefined;
    if (car && claimant !== undefined) {
      plan.rejections.push({
        row: row.row,
        stockNumber: stock,
        reason: `it matches the same car as row ${claimant} (stock number ${car.stockNumber})`,
      });
      continue;
    }
    if (stock !== null) rowOfStock.set(stock, row.row);
    if (vin !== null) rowOfVin.set(vin, row.row);
    if (!car) {
      plan.creates.push(row);
      continue;
    }
    claimedBy.set(car.id, row.row);
    const changes = changesOf(car, row.input);
    const isRelisted =
      car.isSold && !car.lockedFields.includes("status") && !car.lockedFields.includes("sold");
    if (changes === null && !isRelisted) {
      plan.unchanged.push({ row: row.row, car, input: row.input });
    } else {
      plan.updates.push({ row: row.row, car, input: row.input, changes, isRelisted });
    }
  }

  const spared = new Set<number>();
  for (const key of rejectedKeys) {
    const stock = stockKey(key.stockNumber);
    const vin = vinKey(key.vin);
    const car =
      (stock !== null ? byStock.get(stock) : undefined) ??
      (vin !== null ? byVin.get(vin) : undefined);
    if (car) spared.add(car.id);
  }
  const onSale = existing.filter((car) => !car.isSold && car.isDraft !== true);
  plan.sells = onSale.filter((car) => !claimedBy.has(car.id) && !spared.has(car.id));
  const unsold = onSale.length;
  const share = unsold === 0 ? 0 : plan.sells.length / unsold;
  if (!isConfirmed && share > maxRemovalShare) {
    plan.hold = {
      reason: "shrink-guard",
      share,
      message: `The feed would sell ${plan.sells.length} of the site's ${unsold} cars in stock (${Math.round(share * 100)}%), more than the ${Math.round(maxRemovalShare * 100)}% allowed at once, so it is held. Confirm it to apply it, or send a complete file.`,
    };
  }
  return plan;
}
