import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs, type ParseArgsConfig } from "node:util";

export type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig["options"]>;

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

const COMMON_OPTIONS = {
  write: { type: "boolean", default: false },
  help: { type: "boolean", short: "h", default: false },
} as const satisfies ParseArgsOptionsConfig;

type BenchValues<T extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ options: T & typeof COMMON_OPTIONS; strict: true }>
>["values"];

/**
 * A benchmark's options (strict), with the two every benchmark has: --write (put the figures in
 * docs/performance-log.md) and --help (print the script's doc comment and exit).
 */
export function benchArgs<T extends ParseArgsOptionsConfig>(
  scriptUrl: string,
  options: T,
): BenchValues<T> {
  const config = { options: { ...options, ...COMMON_OPTIONS }, strict: true } as const;
  const { values } = parseArgs(config);
  if ((values as { help?: boolean }).help) {
    console.log(usageOf(scriptUrl));
    process.exit(0);
  }
  return values as BenchValues<T>;
}

/** The load options of the throughput benchmarks: seconds measured, connections, warm-up. */
export const LOAD_OPTIONS = {
  duration: { type: "string", default: "10" },
  connections: { type: "string", default: "20" },
  warmup: { type: "string", default: "2" },
} as const satisfies ParseArgsOptionsConfig;

/** The load options, checked. */
export function loadSettings(args: { duration: string; connections: string; warmup: string }) {
  return {
    duration: intOption("duration", args.duration, 1, 300),
    connections: intOption("connections", args.connections, 1, 1000),
    warmup: intOption("warmup", args.warmup, 0, 60),
  };
}

/**
 * Runs a benchmark's `main` and exits with its code; a throw exits 1 after printing the error
 * whole (`detail: "stack"`) or only its message (`"message"`, for benchmarks whose errors are
 * written for the person running them).
 */
export function runBench(
  main: () => Promise<number>,
  { detail }: { detail: "stack" | "message" } = { detail: "stack" },
): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(detail === "message" && error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
