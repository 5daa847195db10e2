/**
 * A dealer's body text ("Hatch", "Cab Chassis", "Pop Top") as the catalogues name body styles.
 * Meta's automotive catalogue takes CONVERTIBLE, COUPE, HATCHBACK, MINIVAN, TRUCK, SUV, SEDAN, VAN,
 * WAGON, CROSSOVER or OTHER (developers.facebook.com/docs/marketing-api/auto-ads/reference); Google's
 * vehicle ads take convertible, coupe, crossover, full size van, hatchback, minivan, sedan, station
 * wagon, suv or truck (support.google.com/merchants/answer/11190480), and only for passenger
 * vehicles: cars, and pickups ("utes in AU"), never RVs, caravans, boats, buses or motorcycles
 * (support.google.com/merchants/answer/11192663).
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

export const GOOGLE_BODY_STYLES = [
  "convertible",
  "coupe",
  "crossover",
  "full size van",
  "hatchback",
  "minivan",
  "sedan",
  "station wagon",
  "suv",
  "truck",
] as const;
export type GoogleBodyStyle = (typeof GOOGLE_BODY_STYLES)[number];

export type BodyStyle = {
  meta: MetaBodyStyle;
  /** Null when Google's vehicle ads do not take this kind of vehicle at all. */
  google: GoogleBodyStyle | null;
};

type BodyRule = BodyStyle & { words: RegExp };

/**
 * First match wins, so the vehicles Google refuses come first: "Campervan" and "Caravan" are not
 * vans, a "Camper Trailer" is not a car, a "Light Truck" is not a ute.
 */
const BODY_RULES: readonly BodyRule[] = [
  {
    words:
      /\b(caravans?|campers?|campervans?|pop ?tops?|motor ?homes?|rvs?|fifth wheel|trailers?|float|boats?|jet ?skis?|motor ?cycles?|motorbikes?|bikes?|scooters?|atvs?|quad|buse?s?|coach|prime movers?|tippers?|tractors?|trucks?)\b/,
    meta: "OTHER",
    google: null,
  },
  {
    words: /\b(convertible|cabriolet|cabrio|roadster|spyder|spider|soft ?top)\b/,
    meta: "CONVERTIBLE",
    google: "convertible",
  },
  { words: /\bcoupe\b/, meta: "COUPE", google: "coupe" },
  { words: /\bcrossover\b/, meta: "CROSSOVER", google: "crossover" },
  { words: /\b(suv|4x4 wagon|sports utility)\b/, meta: "SUV", google: "suv" },
  {
    words: /\b(hatch|hatchback|liftback|sportback|fastback)\b/,
    meta: "HATCHBACK",
    google: "hatchback",
  },
  {
    words: /\b(wagon|estate|touring|avant|shooting brake)\b/,
    meta: "WAGON",
    google: "station wagon",
  },
  { words: /\b(sedan|saloon)\b/, meta: "SEDAN", google: "sedan" },
  { words: /\b(people mover|minivan|mpv)\b/, meta: "MINIVAN", google: "minivan" },
  {
    words:
      /\b(ute|utility|pick ?up|cab chassis|(dual|double|crew|single|space|king|extra|super|club|freestyle|x|smart) cab)\b/,
    meta: "TRUCK",
    google: "truck",
  },
  { words: /\b(van|bus van|window van|panel van)\b/, meta: "VAN", google: "full size van" },
];

/**
 * The body styles for a body text, or null when the text names none we know (or is empty): the
 * caller then decides by the site's template, and Meta gets OTHER.
 */
export function bodyStyle(body: string | null | undefined): BodyStyle | null {
  const text = body?.toLowerCase().replace(/[_-]+/g, " ").trim();
  if (!text) return null;
  const rule = BODY_RULES.find(({ words }) => words.test(text));
  return rule ? { meta: rule.meta, google: rule.google } : null;
}
