import type { SiteTemplate } from "../domain/locale-code.ts";

/**
 * What kind of vehicle a dealer's body text names ("Hatch", "Cab Chassis", "Pop Tops", "Naked"),
 * and what each catalogue calls it: one row a kind, each platform's published value in it.
 * - Meta's automotive catalogue (developers.facebook.com/docs/marketing-api/auto-ads/reference):
 *   `body_style` CONVERTIBLE, COUPE, CROSSOVER, HATCHBACK, MINIVAN, TRUCK, SUV, SEDAN, VAN, WAGON
 *   or OTHER, and `vehicle_type` BOAT, CAR_TRUCK, COMMERCIAL, MOTORCYCLE, POWERSPORT, RV_CAMPER,
 *   TRAILER or OTHER. Meta takes every kind.
 * - Google's vehicle ads take non-commercial passenger vehicles only: cars and pickup trucks
 *   ("utes in AU"); never RVs, ATVs, motorcycles, boats or buses ("Vehicle ads policies",
 *   support.google.com/merchants/answer/11544533; "Create a primary feed", /answer/11192663).
 *   Their `body_style` is one of the values of support.google.com/merchants/answer/14157085
 *   (convertible, coupe, crossover, full_size_van, hatchback, limousine, minivan, sedan,
 *   station_wagon, suv, truck, ute...).
 * - Google's vehicle listings take more: "Examples of supported vehicle types: passenger cars and
 *   trucks, RV, ATV, motorcycles, trailers" ("Policies and restrictions",
 *   developers.google.com/vehicle-listings/reference/policy). Boats and commercial vehicles
 *   (buses, prime movers) are none of these and stay out.
 */

export const META_BODY_STYLES = [
  "CONVERTIBLE",
  "COUPE",
  "HATCHBACK",
  "MINIVAN",
  "TRUCK",
  "SUV",
  "SEDAN",
  "VAN",
  "WAGON",
  "CROSSOVER",
  "OTHER",
] as const;
export type MetaBodyStyle = (typeof META_BODY_STYLES)[number];

export const META_VEHICLE_TYPES = [
  "BOAT",
  "CAR_TRUCK",
  "COMMERCIAL",
  "MOTORCYCLE",
  "POWERSPORT",
  "RV_CAMPER",
  "TRAILER",
  "OTHER",
] as const;
export type MetaVehicleType = (typeof META_VEHICLE_TYPES)[number];

/** Google's body styles of the passenger vehicles it takes (the RV values are never sent). */
export const GOOGLE_BODY_STYLES = [
  "city_car",
  "compact_suv",
  "convertible",
  "coupe",
  "crossover",
  "full_size_van",
  "hatchback",
  "limousine",
  "minivan",
  "notchback",
  "sedan",
  "station_wagon",
  "suv",
  "truck",
  "ute",
] as const;
type GoogleBodyStyle = (typeof GOOGLE_BODY_STYLES)[number];

/** What each catalogue calls one kind of vehicle. */
type Entry = {
  meta: { bodyStyle: MetaBodyStyle; vehicleType: MetaVehicleType };
  /** Google's vehicle ads: null when vehicle ads do not take this kind of vehicle at all. */
  google: { bodyStyle: GoogleBodyStyle | "" } | null;
  /** Whether Google's vehicle listings take this kind (cars, trucks, RVs, ATVs, motorcycles, trailers). */
  isGoogleListing: boolean;
};
const car = (meta: MetaBodyStyle, google: GoogleBodyStyle | ""): Entry => ({
  meta: { bodyStyle: meta, vehicleType: "CAR_TRUCK" },
  google: { bodyStyle: google },
  isGoogleListing: true,
});
/** A kind vehicle ads refuse; `isGoogleListing` says whether vehicle listings take it. */
const notCar = (vehicleType: MetaVehicleType, isGoogleListing: boolean): Entry => ({
  meta: { bodyStyle: "OTHER", vehicleType },
  google: null,
  isGoogleListing,
});

/** Each kind of vehicle, as each platform names it. */
export const BODY_STYLES = {
  convertible: car("CONVERTIBLE", "convertible"),
  coupe: car("COUPE", "coupe"),
  crossover: car("CROSSOVER", "crossover"),
  suv: car("SUV", "suv"),
  hatchback: car("HATCHBACK", "hatchback"),
  wagon: car("WAGON", "station_wagon"),
  sedan: car("SEDAN", "sedan"),
  minivan: car("MINIVAN", "minivan"),
  // An Australian or New Zealand ute and an American pickup: the same vehicle, each market's word.
  ute: car("TRUCK", "ute"),
  pickup: car("TRUCK", "truck"),
  van: car("VAN", "full_size_van"),
  // Meta has no limousine body style; Google's vehicle ads name one.
  limousine: car("OTHER", "limousine"),
  // A car whose body says nothing known: Google takes it without a body style.
  car: car("OTHER", ""),
  motorcycle: notCar("MOTORCYCLE", true),
  // ATVs, UTVs and quad bikes: Google's listings name ATVs.
  powersport: notCar("POWERSPORT", true),
  motorhome: notCar("RV_CAMPER", true),
  caravan: notCar("RV_CAMPER", true),
  "camper-trailer": notCar("RV_CAMPER", true),
  trailer: notCar("TRAILER", true),
  boat: notCar("BOAT", false),
  commercial: notCar("COMMERCIAL", false),
} as const satisfies Record<string, Entry>;
export type BodyKind = keyof typeof BODY_STYLES;
export const BODY_KINDS = Object.keys(BODY_STYLES) as BodyKind[];

type BodyStyle = Entry & { kind: BodyKind };

type BodyRule = { words: RegExp; kind: BodyKind };

/**
 * Words that name a kind whatever the site sells, read by what they mean (the bodies of CSN-DTO
 * feeds, NHTSA vPIC's body class names, dealers' own words). First match wins, so the longer
 * meaning comes first: a "Campervan" is not a van, a "Camper Trailer" not a car, a "Light Truck"
 * not a pickup, a "Toy Hauler" a caravan, a "Quad Bike" not a motorcycle, a "Sport Utility" an
 * SUV and a "Utility Van" a van (not utes), a "Sport Utility Truck" a pickup.
 */
const BODY_RULES: readonly BodyRule[] = [
  { words: /\b(motor ?homes?|motorised|motorized|campervans?|rvs?)\b/, kind: "motorhome" },
  {
    words: /\b(caravans?|off ?grid|toy ?haulers?|fifth wheel|5th wheel|travel trailers?)\b/,
    kind: "caravan",
  },
  {
    words: /\b(camper ?trailers?|campers?|pop ?tops?|j ?pods?|tent trailers?|slide ?ons?)\b/,
    kind: "camper-trailer",
  },
  { words: /\b(boats?|jet ?skis?|pwc|runabout|pontoon|tinnie)\b/, kind: "boat" },
  {
    words: /\b(trailers?|horse floats?|float|box trailer|car carrier)\b/,
    kind: "trailer",
  },
  // Before the motorcycle words: a "Quad Bike" and vPIC's "All Terrain Vehicle (ATV)
  // (Motorcycle-based)" are ATVs.
  {
    words: /\b(atvs?|utvs?|quads?|quad ?bikes?|side by sides?|buggy|all terrain vehicles?)\b/,
    kind: "powersport",
  },
  {
    words: /\b(motor ?cycles?|motorbikes?|bikes?|scooters?|mopeds?)\b/,
    kind: "motorcycle",
  },
  {
    words:
      /\b(buse?s?|coach|prime movers?|tippers?|tractors?|light trucks?|heavy trucks?|rigid trucks?|truck cab chassis|incomplete|step vans?|walk in vans?)\b/,
    kind: "commercial",
  },
  { words: /\b(limousines?|limo)\b/, kind: "limousine" },
  {
    words: /\b(convertible|cabriolet|cabrio|roadster|spyder|spider|soft ?top)\b/,
    kind: "convertible",
  },
  { words: /\bcoupe\b/, kind: "coupe" },
  { words: /\b(crossover|cuv)\b/, kind: "crossover" },
  { words: /\bsports? utility trucks?\b/, kind: "pickup" },
  { words: /\b(suvs?|4x4 wagon|sports? utility( vehicles?)?)\b/, kind: "suv" },
  { words: /\b(hatch|hatchback|liftback|sportback|fastback)\b/, kind: "hatchback" },
  { words: /\b(wagon|estate|touring|avant|shooting brake)\b/, kind: "wagon" },
  { words: /\b(sedan|saloon)\b/, kind: "sedan" },
  { words: /\b(people mover|minivan|mpv)\b/, kind: "minivan" },
  { words: /\b(utility|cargo|panel|delivery|window|crew) vans?\b/, kind: "van" },
  { words: /\b(pick ?ups?|pickup trucks?|trucks?)\b/, kind: "pickup" },
  {
    words:
      /\b(ute|utility|cab chassis|(dual|double|crew|single|space|king|extra|super|club|freestyle|x|smart) cab)\b/,
    kind: "ute",
  },
  { words: /\b(vans?|bus van|window van|panel van)\b/, kind: "van" },
];

/**
 * On a motorcycle dealer's site a body names a motorcycle's style ("Touring", "Naked", "Sport",
 * "Adventure", "Scrambler"): read before the car words, where "Touring" is a wagon.
 */
const MOTORCYCLE_STYLES =
  /\b(naked|adventure|sports?|touring|tourer|scrambler|cruiser|enduro|motocross|mx|trail|dual sport|supermoto|cafe racer|bobber|chopper|street|learner|lams)\b/;

/** On a truck dealer's site a "Truck" is a commercial truck, not a pickup. */
const COMMERCIAL_TEMPLATES: readonly (SiteTemplate | string | null)[] = ["truck", "trucks"];

/** The kind a site's unlabelled stock is, by its template. */
const TEMPLATE_KINDS: Record<SiteTemplate, BodyKind> = {
  cars: "car",
  rv: "caravan",
  campers: "camper-trailer",
  truck: "commercial",
  trucks: "commercial",
  motorcycles: "motorcycle",
};

function kindOf(text: string, template: SiteTemplate | string | null): BodyKind {
  const rule = BODY_RULES.find(({ words }) => words.test(text));
  // A "Sport ATV" at a motorcycle dealer is still an ATV.
  if (template === "motorcycles" && rule?.kind !== "powersport" && MOTORCYCLE_STYLES.test(text)) {
    return "motorcycle";
  }
  if (rule?.kind === "pickup" && COMMERCIAL_TEMPLATES.includes(template)) return "commercial";
  if (rule) return rule.kind;
  return TEMPLATE_KINDS[(template ?? "cars") as SiteTemplate] ?? "car";
}

/**
 * The kind of vehicle a body text names on a site of `template`, with each platform's values. A
 * body naming nothing known (or none) is the site's usual kind: a car on a car site, a caravan on
 * an RV site, a motorcycle on a motorcycle site.
 */
export function bodyStyle(
  body: string | null | undefined,
  template: SiteTemplate | string | null = "cars",
): BodyStyle {
  const text = body?.toLowerCase().replace(/[_-]+/g, " ").trim() ?? "";
  const kind = kindOf(text, template);
  return { kind, ...BODY_STYLES[kind] };
}
