import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (strings, arrays, `{ class: condition }` objects) without merging: the
 * helper of every component that reaches the browser. Merging (`cn`) needs tailwind-merge's
 * class map in every first load, about 7 kB of the storefront's script budget; these components
 * take a caller's change to their look as a prop that replaces the default instead (a card
 * grid's columns, a modal's width), and the shared looks are component classes (`btn`,
 * `field-input`, `card`) that any utility overrides.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
