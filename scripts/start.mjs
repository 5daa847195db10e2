// `npm start`: installs dependencies when there are none or they are not the ones package-lock.json
// names (install-state.mjs), builds the web app when there is no build or the code has changed
// since it was built (build-stamp.mjs), starts it, and prints each demo site's URL once the
// database is migrated and seeded.
// First: on a Node older than package.json's engines, run again under one that is not.
import "./suitable-node.mjs";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
// By path, not by package name: this runs before `npm ci` has linked the workspaces.
import {
  EMBEDDED_CACHE_FOLDERS,
  databaseUrl,
  dataDir,
  platformDomain,
  processEnv,
  serverPort,
  stopDrainMs,
} from "../packages/env/src/runtime-env.mjs";
import { afterBuild } from "./after-build.mjs";
import { buildState, writeBuildStamp } from "./build-stamp.mjs";
import { installState } from "./install-state.mjs";
import { withServerMemoryEnv } from "./server-env.mjs";
import { stopWhenParentGoes, superviseChild, supervisedEnv } from "./supervise-child.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const web = path.join(root, "apps/web");
const nextBin = path.join(root, "node_modules/next/dist/bin/next");
const port = serverPort() ?? "3000";
const domain = platformDomain();
// Run by npm or by the Node 20 re-run (suitable-node.mjs): stops, and so stops the server, when
// that parent is gone.
stopWhenParentGoes({ isUnderLauncher: Boolean(process.env.npm_lifecycle_event) });

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const install = installState(root);
if (install !== "current" || !existsSync(nextBin)) {
  if (install === "stale") {
    console.log("The dependencies have changed since they were installed: installing again.");
  }
  run("npm", ["ci", "--no-audit", "--no-fund"], root);
}
const build = buildState(root, web);
if (build !== "current") {
  if (build === "stale") console.log("The code has changed since the last build: building again.");
  run(process.execPath, [nextBin, "build"], web);
  writeBuildStamp(root, web);
}
// A build made by a bare `next build` gets its compile hints and Brotli copies here; a finished
// one is left alone.
afterBuild(web);

// Next's data and page caches outlive a deleted database: a fresh embedded database starts with
// fresh caches.
if (!databaseUrl() && !existsSync(path.resolve(web, dataDir()))) {
  for (const cache of EMBEDDED_CACHE_FOLDERS) {
    rmSync(path.join(web, cache), { recursive: true, force: true });
  }
}

// What is printed before the server's logger takes over (Next's start banner among it) is one
// JSON line each too (docs/deploy.md, "Logs").
const consoleLines = path.join(web, "src/server/observability/console-lines.mjs");
const server = spawn(process.execPath, ["--import", consoleLines, nextBin, "start", "-p", port], {
  cwd: web,
  stdio: "inherit",
  // glibc's malloc settings that give memory back after a burst of requests (server-env.mjs).
  // The server stops by itself if this script is killed outright (supervise-child.mjs).
  env: supervisedEnv(withServerMemoryEnv({ NEXT_TELEMETRY_DISABLED: "1", ...processEnv() })),
});
// Ctrl-C, SIGTERM or SIGHUP: the server stops in order (it answers the requests in flight, lets
// the outbox worker finish, closes the database and frees its folder; STOP_DEADLINE_MS in
// apps/web/src/server/graceful-stop.ts) and this script waits for it and exits with its status.
// One that is still running well past that deadline (after SIGTERM's drain, STOP_DRAIN_MS) is
// killed, and the next start takes its folder over.
const STOP_WAIT_MS = 20_000 + stopDrainMs();
superviseChild(server, {
  onStop: () => {
    setTimeout(() => {
      console.error(`The server did not stop within ${STOP_WAIT_MS / 1000} s: killing it.`);
      server.kill("SIGKILL");
    }, STOP_WAIT_MS).unref();
  },
});

// The server migrates the database and seeds the demo sites (when it is empty) as it starts;
// the first page answers once that is done.
for (let attempt = 0; attempt < 180; attempt++) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { host: `${domain}:${port}` },
    });
    if (response.ok) {
      const html = await response.text();
      const slugs = [
        ...new Set([...html.matchAll(/href="http:\/\/([a-z0-9-]+)\./g)].map((m) => m[1])),
      ];
      console.log(`\nPlatform index: http://${domain}:${port}`);
      for (const slug of slugs) console.log(`  http://${slug}.${domain}:${port}`);
      console.log(
        `Dealer console: http://${domain}:${port}/console (demo sign-ins in README.md; ` +
          "without SMTP_URL the emailed code is written to this log)",
      );
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
