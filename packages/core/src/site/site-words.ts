import type { Car, CarType } from "../domain/car.ts";
import {
  currencyFor,
  formatDistance,
  formatLength,
  localize,
  pluralize,
  usedLabel,
  vehicleNoun,
} from "../locale/locale.ts";
import { dictionary, regionName, type LocaleDictionary } from "../locale/dictionary.ts";
import { formatPrice, priceDisplay, type PriceDisplay } from "../locale/format-price.ts";
import { advertisedPrice } from "../stock/advertised-price.ts";
import { inSentence } from "../text/in-sentence.ts";
import type { SiteSettings } from "./site-settings.ts";

/**
 * The words, units and prices of one site, resolved once from its settings, so pages never
 * re-derive locale rules (spec §1, §9).
 */
export type SiteWords = {
  /** The vehicle noun as the spec writes it ("Car", "RV"), for titles, buttons and headings. */
  noun: string;
  nounPlural: string;
  /**
   * The noun inside a sentence: lower case ("Reserve this car", "Tap the heart on any
   * motorcycle"), except an abbreviation, which keeps its capitals ("Reserve this RV").
   */
  nounInText: string;
  nounPluralInText: string;
  /** The locale's words (units, registration, region, postcode, regions). */
  dict: LocaleDictionary;
  /**
   * A count with its noun, pluralised with the spec's irregular plurals where it is not one:
   * "1 RV", "71 RVs", "6 Hatches", "12 Utilities".
   */
  count: (n: number, singular: string) => string;
  /** A label beside its count, plural unless the count is one: "Hatches (6)", "Hatch (1)". */
  countLabel: (label: string, n: number) => string;
  /** A region's name from its code ("AUK" -> "Auckland"). */
  regionName: (code: string) => string;
  /**
   * The city and region of an address as the locale writes it: "Maroochydore QLD",
   * "Austin, TX", and in New Zealand without a region ("Auckland").
   */
  cityRegion: (city: string, region: string) => string;
  carTypeLabel: (carType: CarType) => string;
  text: (text: string) => string;
  distance: (km: number) => string;
  /** A vehicle's length, stored in metres, in the site's unit: "6.4 m", "21 ft 4 in". */
  length: (metres: number) => string;
  price: (amount: number) => string;
  /** The price slot of a card or page, around the car's one advertised price (`advertisedPrice`). */
  carPrice: (car: Pick<Car, "price" | "dapPrice" | "isPreorder">) => PriceDisplay;
  /** A calendar date in the site's locale and time zone: "22 November 2026", "November 22, 2026". */
  date: (date: Date) => string;
};

export function siteWords(settings: SiteSettings): SiteWords {
  const noun = vehicleNoun(settings.template, settings.labels.vehicleNoun);
  const { symbol } = currencyFor(settings.locale, settings.currency);
  const used = usedLabel({ usePreOwnedLabel: settings.labels.usePreOwnedLabel });
  const dict = dictionary(settings.locale);
  return {
    noun,
    nounPlural: pluralize(noun),
    nounInText: inSentence(noun),
    nounPluralInText: inSentence(pluralize(noun)),
    dict,
    count: (n, singular) =>
      `${n.toLocaleString(settings.locale)} ${n === 1 ? singular : pluralize(singular)}`,
    countLabel: (label, n) => (n === 1 ? label : pluralize(label)),
    regionName: (code) => regionName(settings.locale, code),
    cityRegion: (city, region) => {
      if (!dict.isRegionInAddress || !region.trim()) return city;
      return dict.country === "US" ? `${city}, ${region}` : `${city} ${region}`;
    },
    carTypeLabel: (carType) => (carType === "used" ? used : carType === "demo" ? "Demo" : "New"),
    text: (text) => localize(text, settings.locale),
    distance: (km) => formatDistance(km, settings.locale),
    length: (metres) => formatLength(metres, settings.locale),
    price: (amount) => formatPrice(amount, { symbol }),
    date: (date) =>
      new Intl.DateTimeFormat(settings.locale, {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: settings.timeZone,
      }).format(date),
    carPrice: (car) => {
      const advertised = advertisedPrice(car);
      const display = priceDisplay({
        price: car.price,
        driveAwayPrice: advertised?.kind === "drive-away" ? advertised.amount : null,
        isPreorder: car.isPreorder,
        symbol,
      });
      return display.kind === "enquire"
        ? { ...display, text: localize(display.text, settings.locale) as typeof display.text }
        : display;
    },
  };
}
