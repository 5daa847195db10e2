import { dictionary } from "../locale/dictionary.ts";
import { DEFAULT_LOCALE, type LocaleCode } from "../locale/locale.ts";
import type { CommerceSettings } from "../payments/payment-settings.ts";
import type { SearchSettings } from "./search-settings.ts";
import type { SearchSort } from "./search-sorts.ts";

/** Labels of the sort options (spec §2), in Australian English; see `sortLabel`. */
const SORT_LABELS: Readonly<Record<SearchSort, string>> = {
  relevance: "Most Relevant",
  latest: "Latest",
  "price-desc": "Highest Price",
  "price-asc": "Lowest Price",
  "subscription-price-asc": "Lowest Subscription Price",
  "km-desc": "Highest Kms",
  "km-asc": "Lowest Kms",
};

export type SortOption = { value: SearchSort; label: string; isDefault: boolean };

type SortSettings = {
  search: SearchSettings;
  commerce: CommerceSettings;
  locale?: LocaleCode;
};

/** A sort option's label in the site's locale: "Highest Kms" reads "Highest Miles" in the US. */
export function sortLabel(value: SearchSort, locale: LocaleCode = DEFAULT_LOCALE): string {
  const label = SORT_LABELS[value];
  return label.replace(/\bKms\b/, dictionary(locale).distanceSortWord);
}

/**
 * The sort options a site offers, in its configured order. Subscription price only appears on a
 * site that offers subscriptions, and the default sort is always offered.
 */
export function sortOptionsFor(settings: SortSettings): SortOption[] {
  const values = settings.search.sortOptions.filter(
    (value) => value !== "subscription-price-asc" || settings.commerce.offersSubscription,
  );
  const defaultSort = defaultSortFor(settings);
  if (!values.includes(defaultSort)) values.unshift(defaultSort);
  return [...new Set(values)].map((value) => ({
    value,
    label: sortLabel(value, settings.locale),
    isDefault: value === defaultSort,
  }));
}

/** The site's default sort (spec §7: rank, newest or price ascending). */
export function defaultSortFor(settings: SortSettings): SearchSort {
  const sort = settings.search.defaultSort;
  return sort === "subscription-price-asc" && !settings.commerce.offersSubscription
    ? "relevance"
    : sort;
}

/** The sort to apply: the requested one when the site offers it, else the site's default. */
export function resolveSort(requested: SearchSort | null, settings: SortSettings): SearchSort {
  if (requested && sortOptionsFor(settings).some((option) => option.value === requested)) {
    return requested;
  }
  return defaultSortFor(settings);
}
