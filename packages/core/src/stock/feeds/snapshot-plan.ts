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

type SnapshotRejection = { row: number; stockNumber: string | null; reason: string };

type SnapshotUpdate<Car, Input, Changes> = {
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

type PlanSnapshotOptions<Car extends SnapshotCar, Input, Changes> = {
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

/** The site's cars by stock number and by VIN. */
function indexCars<Car extends SnapshotCar>(existing: readonly Car[]) {
  const byStock = new Map<string, Car>();
  const byVin = new Map<string, Car>();
  // The newest car wins a stock number or VIN two cars share (an old sold one and its relisting).
  for (const car of [...existing].sort((a, b) => a.id - b.id)) {
    byStock.set(car.stockNumber.trim(), car);
    const vin = vinKey(car.vin);
    if (vin) byVin.set(vin, car);
  }
  /** The car a stock number names, else the one a VIN names (both already keys). */
  return (stock: string | null, vin: string | null): Car | undefined =>
    (stock !== null ? byStock.get(stock) : undefined) ??
    (vin !== null ? byVin.get(vin) : undefined);
}

/** The rows matched to cars so far: which row holds each stock number, VIN and car. */
type RowClaims = {
  rowOfStock: Map<string, number>;
  rowOfVin: Map<string, number>;
  claimedBy: Map<number, number>;
};

/** Why a row cannot be used because an earlier row took its stock number, VIN or car; else null. */
function clashWithEarlierRow(
  claims: RowClaims,
  stock: string | null,
  vin: string | null,
  car: SnapshotCar | undefined,
): string | null {
  const earlierStock = stock === null ? undefined : claims.rowOfStock.get(stock);
  if (earlierStock !== undefined) return `stock number ${stock} is also on row ${earlierStock}`;
  const earlierVin = vin === null ? undefined : claims.rowOfVin.get(vin);
  if (earlierVin !== undefined) return `VIN ${vin} is also on row ${earlierVin}`;
  const claimant = car ? claims.claimedBy.get(car.id) : undefined;
  if (car && claimant !== undefined) {
    return `it matches the same car as row ${claimant} (stock number ${car.stockNumber})`;
  }
  return null;
}

/** A matched car's part of the plan: updated (or relisted), or unchanged. */
function planMatchedRow<Car extends SnapshotCar, Input, Changes>(
  plan: SnapshotPlan<Car, Input, Changes>,
  row: SnapshotRow<Input>,
  car: Car,
  changesOf: (car: Car, input: Input) => Changes | null,
) {
  const changes = changesOf(car, row.input);
  const isRelisted =
    car.isSold && !car.lockedFields.includes("status") && !car.lockedFields.includes("sold");
  if (changes === null && !isRelisted) {
    plan.unchanged.push({ row: row.row, car, input: row.input });
  } else {
    plan.updates.push({ row: row.row, car, input: row.input, changes, isRelisted });
  }
}

/** The shrink guard: a hold when the snapshot sells too large a share of the cars on sale. */
function shrinkHold(
  sells: number,
  onSale: number,
  maxRemovalShare: number,
): SnapshotPlan<unknown, unknown, unknown>["hold"] {
  const share = onSale === 0 ? 0 : sells / onSale;
  if (share <= maxRemovalShare) return null;
  return {
    reason: "shrink-guard",
    share,
    message: `The feed would sell ${sells} of the site's ${onSale} cars in stock (${Math.round(share * 100)}%), more than the ${Math.round(maxRemovalShare * 100)}% allowed at once, so it is held. Confirm it to apply it, or send a complete file.`,
  };
}

export function planSnapshot<Car extends SnapshotCar, Input, Changes>({
  existing,
  rows,
  maxRemovalShare,
  changesOf,
  isConfirmed = false,
  rejectedKeys = [],
}: PlanSnapshotOptions<Car, Input, Changes>): SnapshotPlan<Car, Input, Changes> {
  const carOf = indexCars(existing);
  const plan: SnapshotPlan<Car, Input, Changes> = {
    creates: [],
    updates: [],
    unchanged: [],
    sells: [],
    rejections: [],
    hold: null,
  };
  const claims: RowClaims = { rowOfStock: new Map(), rowOfVin: new Map(), claimedBy: new Map() };

  for (const row of rows) {
    const stock = stockKey(row.stockNumber);
    const vin = vinKey(row.vin);
    const car = carOf(stock, vin);
    const clash = clashWithEarlierRow(claims, stock, vin, car);
    if (clash !== null) {
      plan.rejections.push({ row: row.row, stockNumber: stock, reason: clash });
      continue;
    }
    if (stock !== null) claims.rowOfStock.set(stock, row.row);
    if (vin !== null) claims.rowOfVin.set(vin, row.row);
    if (!car) {
      plan.creates.push(row);
      continue;
    }
    claims.claimedBy.set(car.id, row.row);
    planMatchedRow(plan, row, car, changesOf);
  }

  const spared = new Set(
    rejectedKeys.flatMap((key) => carOf(stockKey(key.stockNumber), vinKey(key.vin))?.id ?? []),
  );
  const onSale = existing.filter((car) => !car.isSold && car.isDraft !== true);
  plan.sells = onSale.filter((car) => !claims.claimedBy.has(car.id) && !spared.has(car.id));
  if (!isConfirmed) plan.hold = shrinkHold(plan.sells.length, onSale.length, maxRemovalShare);
  return plan;
}
