// Loaded before Next (`node --import ./src/server/observability/console-lines.mjs`, see
// docs/deploy.md "Logs"): what is printed with `console` before the server's logger takes it over
// in instrumentation.ts (routeConsoleToLog), Next's start banner and "Ready" line among it, goes to
// stdout as one JSON line each, as the logger writes them (time, level, pid, msg), so that every
// line a service manager collects parses. With LOG_FORMAT=pretty, or auto on a terminal, Next's
// own text is kept. Plain JavaScript: it runs before anything is compiled.
import { format, stripVTControlCharacters } from "node:util";
import { logFormat } from "@forecourt/env/runtime-env";

const LEVELS = { log: "info", info: "info", warn: "warn", error: "error", debug: "debug" };
const setting = logFormat();
const isJson = setting === "json" || (setting === "auto" && !process.stdout.isTTY);

const target = globalThis.console;
if (isJson) {
  for (const [method, level] of Object.entries(LEVELS)) {
    target[method] = (...args) => {
      // A failed query's values never (the logger's rule too, log.ts maskPersonalData).
      const msg = stripVTControlCharacters(format(...args))
        .replace(/^(\s*params:).*$/gm, "$1 [redacted]")
        .trim();
      if (!msg) return;
      const line = { level, time: new Date().toISOString(), pid: process.pid, msg };
      process.stdout.write(`${JSON.stringify(line)}\n`);
    };
  }
}
