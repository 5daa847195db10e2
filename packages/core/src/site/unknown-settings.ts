import type { z } from "zod";
import { siteSettingsSchema } from "./site-settings.ts";

/**
 * Setting names the settings schema does not have, at any depth (`features.impel`,
 * `search.key`): a write naming one is refused, since the schema would drop it unread and the
 * writer would think it was kept. Stored settings from before a setting was removed still load
 * (the schema drops what it does not know).
 */

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema a wrapper (optional, default, a pipe, a lazy one) checks its value with. */
function unwrap(schema: z.ZodType): z.ZodType {
  for (let current = schema; ;) {
    const def = defOf(current);
    const inner = def.innerType ?? def.in ?? def.getter?.();
    if (!inner || inner === current) return current;
    current = inner;
  }
}

function walk(
  schema: z.ZodType,
  value: unknown,
  path: (string | number)[],
  found: (string | number)[][],
) {
  const def = defOf(unwrap(schema));
  if (def.type === "object" && def.shape && isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      const child = Object.hasOwn(def.shape, key) ? def.shape[key] : undefined;
      if (child) walk(child, item, [...path, key], found);
      else if (!def.catchall) found.push([...path, key]);
    }
  } else if (def.type === "array" && def.element && Array.isArray(value)) {
    value.forEach((item, index) => walk(def.element!, item, [...path, index], found));
  } else if (def.type === "record" && def.valueType && isPlainObject(value)) {
    for (const [key, item] of Object.entries(value))
      walk(def.valueType, item, [...path, key], found);
  }
}

/** The paths of every setting in `value` that the settings schema has no place for. */
export function unknownSettingPaths(value: unknown): (string | number)[][] {
  const found: (string | number)[][] = [];
  walk(siteSettingsSchema, value, [], found);
  return found;
}

/** `value` without the settings the schema has no place for (stored before they were removed). */
export function withoutUnknownSettings(value: unknown): unknown {
  const paths = unknownSettingPaths(value);
  if (paths.length === 0) return value;
  const copy = structuredClone(value) as Record<string, unknown>;
  for (const path of paths) {
    let parent: unknown = copy;
    for (const key of path.slice(0, -1)) parent = (parent as Record<string, unknown>)[key];
    if (isPlainObject(parent)) delete parent[path.at(-1) as string];
  }
  return copy;
}
