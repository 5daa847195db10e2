// `npm run worker`: the outbox worker (apps/web/src/server/worker/main.ts) as its own process,
// on the machine's Node or, when that is older than package.json's engines, under the one
// scripts/node-22.sh provides. SIGTERM, SIGINT and SIGHUP go on to the worker, which finishes
// its sends and closes the database; this script waits and exits with its status
// (supervise-child.mjs). Killed outright, it leaves a worker that notices and stops by itself.
import "./suitable-node.mjs";
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { stopWhenParentGoes, superviseChild, supervisedEnv } from "./supervise-child.mjs";

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/web");
stopWhenParentGoes({ isUnderLauncher: Boolean(process.env.npm_lifecycle_event) });
const worker = spawn(
  process.execPath,
  ["--conditions=react-server", "--import", "tsx", "src/server/worker/main.ts"],
  { cwd: web, stdio: "inherit", env: supervisedEnv() },
);
superviseChild(worker);
