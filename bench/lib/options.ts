import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** An integer option within bounds, or an error that names the option and what it got. */
export function intOption(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`--${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return value;
}

/** The doc comment at the top of a benchmark script: its usage, for --help. */
export function usageOf(scriptUrl: string): string {
  return readFileSync(fileURLToPath(scriptUrl), "utf8").split("*/")[0] ?? "";
}
