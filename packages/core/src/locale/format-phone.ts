import { formatPhoneForDisplay } from "../validation/phone.ts";
import { dictionary } from "./dictionary.ts";
import type { LocaleCode } from "./locale.ts";

/**
 * A number as the site's country writes it: leads keep E.164 ("+61412345678", one phone rule)
 * and are shown "0412 345 678"; a number of another country, or of no known shape, as kept.
 */
export function formatPhone(stored: string, locale: LocaleCode): string {
  return formatPhoneForDisplay(stored, dictionary(locale).country);
}
