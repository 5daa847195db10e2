import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./paths.ts";

const DOC_FILE = path.join(ROOT, "docs", "performance-log.md");
const INTRO = [
  "# Performance log",
  "",
  "Every measured run of the platform's benchmarks, by benchmark (see `bench/README.md`); the",
  "current figure of each is on top of [performance.md](performance.md).",
].join("\n");

/**
 * Puts `body` between the `<!-- bench:{name}:start -->` and `:end` markers of docs/performance-log.md,
 * or appends it under `title` when the file has no such markers. Everything outside the markers
 * belongs to other benchmarks and to people: the file is read just before it is written.
 */
export async function writePerformanceSection(
  name: string,
  title: string,
  body: string,
): Promise<void> {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n\n${body}\n\n${end}`;
  const current = existsSync(DOC_FILE) ? readFileSync(DOC_FILE, "utf8") : `${INTRO}\n`;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const text =
    from !== -1 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.replace(/\s*$/, "")}\n\n${title}\n\n${block}\n`;
  // `npm run lint` runs `prettier --check .`: write the file the way Prettier would.
  const prettier = await import("prettier");
  const options = (await prettier.resolveConfig(DOC_FILE, { editorconfig: true })) ?? {};
  writeFileSync(DOC_FILE, await prettier.format(text, { ...options, filepath: DOC_FILE }));
  console.log(`Wrote the results to ${path.relative(ROOT, DOC_FILE)}.`);
}

/**
 * The end of a benchmark whose result is one table: printed, and with `--write` put in its
 * section of docs/performance-log.md after the run's preamble (date, machine, command, `method`).
 */
export async function reportTable(
  section: { name: string; title: string },
  preamble: string,
  table: string,
  write: boolean | undefined,
): Promise<void> {
  console.log(`\n${table}`);
  if (write) await writePerformanceSection(section.name, section.title, `${preamble}\n\n${table}`);
}
