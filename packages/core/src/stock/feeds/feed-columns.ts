/**
 * Which car field each column of a dealer's CSV export fills. Headers are compared without case,
 * spaces or punctuation ("Stock #", "stock_no" and "STOCK NO." are one header), against the
 * names the common AU and US dealer systems use, and a site's own column map (settings
 * `stockFeed.columnMap`) comes first.
 */

/**
 * The fields a feed row can fill: the car API's names, plus an odometer read in miles and a
 * length read in feet or in the site's unit.
 */
const FEED_FIELDS = [
  "stocknum",
  "vin",
  "rego",
  "year",
  "make",
  "model",
  "badge",
  "series",
  "body",
  "colour",
  "transmission",
  "simple_fuel",
  "drivetrain",
  "engine",
  "features",
  "berths",
  "length_m",
  "length_ft",
  "length",
  "km",
  "miles",
  "odometer",
  "price",
  "dapprice",
  "car_type",
  "images",
  "description",
  "location",
] as const;
export type FeedField = (typeof FEED_FIELDS)[number];

/** A column map's value may also say "ignore" to leave a column out on purpose. */
export const FEED_COLUMN_TARGETS = [...FEED_FIELDS, "ignore"] as const;
export type FeedColumnTarget = (typeof FEED_COLUMN_TARGETS)[number];

/** "Stock #" -> "stocknumber", "Exterior Colour" -> "exteriorcolour". */
export function normaliseHeader(header: string): string {
  return header
    .normalize("NFKC")
    .toLowerCase()
    .replaceAll("#", "number")
    .replace(/[^a-z0-9]/g, "");
}

/**
 * Header names of dealer-system exports, normalised. "odometer" and "mileage" are in the site's
 * own unit (miles on a US site); "km"/"kms" are always kilometres and "miles" always miles.
 */
const KNOWN_HEADERS = {
  stocknum: ["stocknumber", "stockno", "stocknum", "stock", "stockid", "stockcode", "stocknbr"],
  vin: ["vin", "vinnumber", "vehicleidentificationnumber", "vinchassis", "chassisnumber"],
  rego: [
    "rego",
    "regono",
    "regonumber",
    "regoplate",
    "registration",
    "registrationno",
    "registrationnumber",
    "registrationplate",
    "plate",
    "plateno",
    "platenumber",
    "numberplate",
    "licenceplate",
    "licenseplate",
    "licenseplatenumber",
  ],
  year: ["year", "modelyear", "yr", "releaseyear", "vehicleyear"],
  make: ["make", "manufacturer", "brand", "vehiclemake"],
  model: ["model", "modelname", "vehiclemodel"],
  badge: ["badge", "trim", "variant", "trimlevel", "grade", "badgedescription"],
  series: ["series", "modelseries", "seriescode"],
  body: ["body", "bodytype", "bodystyle", "bodyshape"],
  colour: [
    "colour",
    "color",
    "exteriorcolour",
    "exteriorcolor",
    "extcolour",
    "extcolor",
    "paint",
    "paintcolour",
  ],
  transmission: ["transmission", "trans", "gearbox", "transmissiontype", "geartype"],
  simple_fuel: ["fuel", "fueltype", "simplefuel", "enginefuel"],
  drivetrain: ["drivetrain", "drivetype", "drive", "drivetraintype", "drivewheels", "wheeldrive"],
  engine: ["engine", "enginedescription", "enginetype", "enginedetails"],
  features: [
    "features",
    "featurelist",
    "options",
    "optionlist",
    "equipment",
    "standardfeatures",
    "vehiclefeatures",
  ],
  berths: ["berths", "berth", "sleeps", "sleepingcapacity", "sleepingberths"],
  // Like the odometer: "length" is in the site's unit (feet on a US site), the others say theirs.
  length_m: ["lengthm", "lengthmetres", "lengthmeters", "overalllengthm", "lengthinmetres"],
  length_ft: ["lengthft", "lengthfeet", "overalllengthft", "lengthinfeet"],
  length: ["length", "overalllength", "externallength", "vehiclelength"],
  km: ["km", "kms", "kilometres", "kilometers", "odometerkm", "odometerkms"],
  miles: ["miles", "odometermiles", "odometermi"],
  odometer: ["odometer", "odo", "mileage", "odometerreading"],
  price: [
    "price",
    "retailprice",
    "sellingprice",
    "saleprice",
    "askingprice",
    "internetprice",
    "advertisedprice",
  ],
  // The price including government charges; without a price column it is the price too.
  dapprice: ["driveaway", "driveawayprice", "dapprice"],
  car_type: [
    "condition",
    "cartype",
    "newused",
    "newuseddemo",
    "stocktype",
    "vehiclecondition",
    "listingtype",
  ],
  images: ["images", "photos", "imageurls", "photourls", "imagelist", "pictures", "photourllist"],
  description: ["description", "comments", "dealercomments", "sellercomments", "vehiclecomments"],
  location: ["location", "locationslug", "yard", "branch", "dealerlocation"],
} satisfies Record<FeedField, string[]>;

const FIELD_OF_HEADER = new Map<string, FeedField>(
  Object.entries(KNOWN_HEADERS).flatMap(([field, headers]) =>
    headers.map((header) => [header, field as FeedField] as const),
  ),
);

/** Fields that are one reading in different units: a file gives one of each group. */
const ONE_OF_COLUMNS = [
  [["km", "miles", "odometer"], "odometer readings"],
  [["length_m", "length_ft", "length"], "lengths"],
] as const satisfies readonly (readonly [readonly FeedField[], string])[];

/** A column of the file that no car field reads, and why, for the import's report. */
export type IgnoredColumn = { column: string; reason: string };

type ResolvedColumns =
  | { ok: true; columns: (FeedField | null)[]; ignored: IgnoredColumn[] }
  | { ok: false; message: string };

/** The edits (insert, delete, change a letter) that make `a` into `b`. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The known header a misspelt one is closest to (at most two edits, one for short names). */
function nearestKnownHeader(key: string): { header: string; field: FeedField } | null {
  if (key.length < 3) return null;
  let best: { header: string; field: FeedField; distance: number } | null = null;
  for (const [header, field] of FIELD_OF_HEADER) {
    const distance = editDistance(key, header);
    const allowed = Math.min(header.length, key.length) <= 4 ? 1 : 2;
    if (distance <= allowed && (!best || distance < best.distance)) {
      best = { header, field, distance };
    }
  }
  return best;
}

/** Why a header that fills no field is left out: a likely typo names the field it missed. */
function ignoredReason(key: string): string {
  const near = nearestKnownHeader(key);
  return near
    ? `no car field reads it; did you mean a ${near.field} column ("${near.header}")? Rename it, or map it in the site's stock feed column map.`
    : `no car field reads it; map it in the site's stock feed column map to read it, or to "ignore" to leave it out quietly.`;
}

/**
 * The field of each header (null for a column the import leaves out), and the columns left out
 * without the site's column map saying "ignore", each with why (a misspelt known header names the
 * field it missed). A file with two columns for one field, or with neither a stock number nor a
 * VIN, is refused as a whole.
 */
export function resolveColumns(
  headers: readonly string[],
  columnMap: Readonly<Record<string, FeedColumnTarget>> = {},
): ResolvedColumns {
  const siteMap = new Map(
    Object.entries(columnMap).map(([header, target]) => [normaliseHeader(header), target]),
  );
  const seen = new Map<FeedField, string>();
  const columns: (FeedField | null)[] = [];
  const ignored: IgnoredColumn[] = [];
  for (const header of headers) {
    const key = normaliseHeader(header);
    const target = siteMap.get(key) ?? FIELD_OF_HEADER.get(key) ?? null;
    const field = target === "ignore" ? null : target;
    if (target === null && key !== "") ignored.push({ column: header, reason: ignoredReason(key) });
    if (field) {
      const earlier = seen.get(field);
      if (earlier !== undefined) {
        return {
          ok: false,
          message: `The columns "${earlier}" and "${header}" both fill ${field}; keep one, or map one to "ignore" in the site's stock feed column map.`,
        };
      }
      seen.set(field, header);
    }
    columns.push(field);
  }
  if (!seen.has("stocknum") && !seen.has("vin")) {
    return {
      ok: false,
      message:
        'The file has no stock number or VIN column (for example "Stock No" or "VIN"); cars cannot be matched without one. Map your header in the site\'s stock feed column map.',
    };
  }
  for (const [fields, what] of ONE_OF_COLUMNS) {
    const given = fields.filter((field) => seen.has(field));
    if (given.length > 1) {
      return {
        ok: false,
        message: `The columns "${given.map((field) => seen.get(field)).join('" and "')}" are all ${what}; keep one.`,
      };
    }
  }
  return { ok: true, columns, ignored };
}
