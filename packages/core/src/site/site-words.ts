import type { CarType } from "../domain/car.ts";
import {
  currencyFor,
  formatDistance,
  localize,
  pluralize,
  usedLabel,
  vehicleNoun,
} from "../locale/locale.ts";
import { formatPrice, priceDisplay, type PriceDisplay } from "../locale/format-price.ts";
import type { SiteSettings } from "./site-settings.ts";

/**
 * The words, units and prices of one site, resolved once from its settings, so pages never
 * re-derive locale rules (spec §1, §9).
 */
export type SiteWords = {
  noun: string;
  nounPlural: string;
  carTypeLabel: (carType: CarType) => string;
  text: (text: string) => string;
  distance: (km: number) => string;
  price: (amount: number) => string;
  carPrice: (car: { price: number | null; isPreorder: boolean }) => PriceDisplay;
  /** A calendar date in the site's locale and time zone: "22 November 2026", "November 22, 2026". */
  date: (date: Date) => string;
};

export function siteWords(settings: SiteSettings): SiteWords {
  const noun = vehicleNoun(settings.template, settings.labels.vehicleNoun);
  const { symbol } = currencyFor(settings.locale, settings.currency);
  const used = usedLabel({ usePreOwnedLabel: settings.labels.usePreOwnedLabel });
  return {
    noun,
    nounPlural: pluralize(noun),
    carTypeLabel: (carType) => (carType === "used" ? used : carType === "demo" ? "Demo" : "New"),
    text: (text) => localize(text, settings.locale),
    distance: (km) => formatDistance(km, settings.locale),
    price: (amount) => formatPrice(amount, { symbol }),
    date: (date) =>
      new Intl.DateTimeFormat(settings.locale, {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: settings.timeZone,
      }).format(date),
    carPrice: (car) => {
      const display = priceDisplay({ price: car.price, isPreorder: car.isPreorder, symbol });
      return display.kind === "enquire"
        ? { ...display, text: localize(display.text, settings.locale) as typeof display.text }
        : display;
    },
  };
}
