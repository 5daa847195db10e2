import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/** Class lists the merge remembers (spec §9 "class-merge cache 500"). */
export const CLASS_MERGE_CACHE_SIZE = 500;

const mergeClasses = extendTailwindMerge({ cacheSize: CLASS_MERGE_CACHE_SIZE });

/**
 * Joins class names (strings, arrays, `{ class: condition }` objects) and merges Tailwind
 * utilities that set the same thing, the later one winning: `cn("px-2 py-1", "px-4")` is
 * "py-1 px-4", so a caller's `className` overrides a component's default. The shared component
 * classes (`btn`, `field-input`, `card`) are not Tailwind utilities and are kept as given.
 *
 * For server components only: in a component that reaches the browser it would bring
 * tailwind-merge into the first load (about 7 kB, over the storefront's script budget); those
 * use `cx`, which joins.
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
