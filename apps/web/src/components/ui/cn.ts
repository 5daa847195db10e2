import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (strings, arrays, `{ class: condition }` objects). It does not merge: where a
 * caller may change part of a component's look, the component takes that part as a prop that
 * replaces its default (a field's label text, a card grid's columns, a modal's width), and the
 * shared looks are component classes (`btn`, `field-input`, `card`) that any utility overrides.
 * Merging would need a class-merging library in every page's first load.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
