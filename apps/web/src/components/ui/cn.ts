import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names (strings, arrays, `{ class: condition }` objects). Where two Tailwind
 * classes set the same property the later one wins, so a caller's `className` overrides a
 * primitive's default instead of fighting it in the stylesheet's order.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
