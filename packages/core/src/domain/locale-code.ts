/** The locales and templates a site can have (spec §1); their words are in locale/. */
export const LOCALES = ["en-AU", "en-NZ", "en-US"] as const;
export type LocaleCode = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: LocaleCode = "en-AU";

export const SITE_TEMPLATES = ["cars", "rv", "campers", "truck", "trucks", "motorcycles"] as const;
export type SiteTemplate = (typeof SITE_TEMPLATES)[number];

/** The templates of caravan and RV dealers: their vehicles have berths and a length. */
const CARAVAN_TEMPLATES = ["rv", "campers"] as const satisfies readonly SiteTemplate[];

/** Whether a site of this template sells caravans or RVs. */
export function isCaravanTemplate(template: SiteTemplate): boolean {
  return (CARAVAN_TEMPLATES as readonly SiteTemplate[]).includes(template);
}

/** How a country writes its postal code: Australia and New Zealand 4 digits, the US a ZIP code. */
export type PostcodeFormat = "four-digit" | "us-zip";
