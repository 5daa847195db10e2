// How a wrapper script (start.mjs, worker.mjs, run-scripts.mjs, the re-run under a newer Node in
// suitable-node.mjs) runs the process that does the work, so that whatever stops the wrapper
// stops that process too (docs/deploy.md, "Stopping"):
// - SIGTERM, SIGINT and SIGHUP sent to the wrapper go on to its child; the wrapper waits for the
//   child and exits with its status (128 + the signal's number when the child died by a signal);
// - a child started here is told its wrapper's pid (WRAPPER_PID_VARIABLE): when that wrapper is gone
//   (killed outright, SIGKILL), the child sees its parent pid change and stops as on SIGTERM.
// Plain JavaScript that any Node since 18 runs: the re-run on an older Node uses it.
import { readFileSync } from "node:fs";
import { constants } from "node:os";
import { clearInterval, setInterval } from "node:timers";
// By path, not by package name: this runs before `npm ci` has linked the workspaces.
import { WRAPPER_PID_VARIABLE, wrapperPid } from "../packages/env/src/runtime-env.mjs";

/** The signals a supervisor, a terminal or a closed session sends to stop a process. */
export const STOP_SIGNALS = Object.freeze(["SIGTERM", "SIGINT", "SIGHUP"]);

/** How often a child looks whether its wrapper is still there. */
const PARENT_POLL_MS = 500;

/** Whether a process is there (a signal 0 reaches it). */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}

/** `parent`, or where it is the shell npm ran the script with, the npm process above it (Linux). */
function launcherOf(parent) {
  try {
    const name = readFileSync(`/proc/${parent}/comm`, "utf8").trim();
    if (!/^(sh|dash|bash)$/.test(name)) return parent;
    const stat = readFileSync(`/proc/${parent}/stat`, "utf8");
    const grandparent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    return grandparent > 1 ? grandparent : parent;
  } catch {
    return parent;
  }
}

/** A child's exit as a process status: its code, or 128 + the signal that ended it. */
export function exitStatusOf(code, signal) {
  if (typeof code === "number") return code;
  const number = signal ? constants.signals[signal] : undefined;
  return number ? 128 + number : 1;
}

/** The environment for a child this process supervises: `env` with this process's pid. */
export function supervisedEnv(env = process.env) {
  return { ...env, [WRAPPER_PID_VARIABLE]: String(process.pid) };
}

/**
 * Forwards the stop signals this process gets to `child` and, when the child ends, exits with
 * its status. `onStop` runs at the first stop signal (e.g. to kill a child that takes too long).
 * @param {import("node:child_process").ChildProcess} child
 * @param {{ onStop?: (signal: NodeJS.Signals) => void, exit?: (status: number) => void,
 *   target?: NodeJS.EventEmitter }} [options]
 * @returns {Promise<number>} the child's status, once it has ended
 */
export function superviseChild(child, options = {}) {
  const { onStop, exit = (status) => process.exit(status), target = process } = options;
  let isStopping = false;
  /** @param {NodeJS.Signals} signal */
  const forward = (signal) => {
    // The child may already have the signal (a terminal's Ctrl-C reaches the whole group); a
    // second one is harmless: the server ignores it while it stops.
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    if (isStopping) return;
    isStopping = true;
    onStop?.(signal);
  };
  for (const signal of STOP_SIGNALS) target.on(signal, forward);
  return new Promise((resolve) => {
    child.on("error", (error) => {
      console.error(error);
      for (const signal of STOP_SIGNALS) target.off(signal, forward);
      resolve(1);
      exit(1);
    });
    child.on("exit", (code, signal) => {
      for (const signal of STOP_SIGNALS) target.off(signal, forward);
      const status = exitStatusOf(code, signal);
      resolve(status);
      exit(status);
    });
  });
}

/**
 * When this process was started by a wrapper that named itself (WRAPPER_PID_VARIABLE) or by npm
 * (`isUnderLauncher`: npm forwards SIGTERM and SIGINT but dies of SIGHUP or SIGKILL), it stops as
 * on SIGTERM once that parent is gone. A process whose parent is someone else (the variable
 * inherited from further up) watches nothing.
 * @param {{ isUnderLauncher?: boolean, stop?: () => void }} [options]
 * @returns {() => void} stops watching
 */
export function stopWhenParentGoes(options = {}) {
  const { isUnderLauncher = false, stop = () => process.kill(process.pid, "SIGTERM") } = options;
  const parent = process.ppid;
  const named = wrapperPid();
  if (!(isUnderLauncher || named === String(parent)) || parent <= 1) return () => {};
  // npm runs a script through `sh -c`, which stays: watch npm itself.
  const launcher = isUnderLauncher ? launcherOf(parent) : parent;
  const timer = setInterval(() => {
    if (process.ppid === parent && isAlive(launcher)) return;
    clearInterval(timer);
    stop();
  }, PARENT_POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
