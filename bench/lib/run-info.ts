import os from "node:os";
import path from "node:path";
import { ROOT } from "./paths.ts";

/** When and on what a run was measured: the first line of every section in the docs. */
export type RunInfo = { date: string; machine: string; command: string };

/**
 * Taken when the benchmark starts: the load average then says how busy the machine already was
 * (figures move 20-40% with other work). `env` names variables worth showing in the command.
 */
export function runInfo(env: string[] = []): RunInfo {
  const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  const load = os.loadavg()[0]?.toFixed(2) ?? "unknown";
  const vars = env.flatMap((name) => (process.env[name] ? [`${name}=${process.env[name]}`] : []));
  const script = path.relative(ROOT, process.argv[1] ?? "");
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
    machine: `${os.availableParallelism()} CPUs (${cpu}), ${os.platform()} ${os.arch()}, Node ${process.version}, 1-min load average ${load} at start`,
    command: [...vars, "node", ...process.execArgv, script, ...process.argv.slice(2)].join(" "),
  };
}

/** The opening lines of a docs section: date, machine, command and how the figures were made. */
export function runPreamble(info: RunInfo, method: string): string {
  return [
    `Measured ${info.date} on ${info.machine}.`,
    "",
    `Command: \`${info.command}\`.`,
    "",
    `Method: ${method}`,
  ].join("\n");
}
