import { spawn } from "node:child_process";
import { EventEmitter } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { exitStatusOf, superviseChild } from "./supervise-child.mjs";

/** A child process as superviseChild sees it. */
function fakeChild() {
  const child = new EventEmitter();
  return Object.assign(child, { exitCode: null, signalCode: null, kill: vi.fn() });
}

describe("a wrapper's child", () => {
  it("gets each stop signal the wrapper gets, and the wrapper exits with its status", async () => {
    const child = fakeChild();
    const target = new EventEmitter();
    const exit = vi.fn();
    const onStop = vi.fn();
    const ended = superviseChild(child, { target, exit, onStop });
    target.emit("SIGTERM", "SIGTERM");
    target.emit("SIGHUP", "SIGHUP");
    expect(child.kill.mock.calls).toEqual([["SIGTERM"], ["SIGHUP"]]);
    expect(onStop).toHaveBeenCalledTimes(1);
    child.emit("exit", null, "SIGTERM");
    expect(await ended).toBe(143);
    expect(exit).toHaveBeenCalledWith(143);
    // Once it has ended, a signal no longer reaches for it.
    target.emit("SIGINT", "SIGINT");
    expect(child.kill).toHaveBeenCalledTimes(2);
  });

  it("sets the wrapper's status from a code, or 128 + a signal's number", () => {
    expect(exitStatusOf(0, null)).toBe(0);
    expect(exitStatusOf(3, null)).toBe(3);
    expect(exitStatusOf(null, "SIGINT")).toBe(130);
    expect(exitStatusOf(null, "SIGKILL")).toBe(137);
    expect(exitStatusOf(null, "SIGHUP")).toBe(129);
  });
});

// The machine's own Node, older than package.json's engines: a script that imports
// suitable-node.mjs runs again under Node 22, as `npm start` and `npm run worker` do there.
const OLD_NODE = "/usr/bin/node";
const hasOldNode =
  existsSync(OLD_NODE) &&
  Number(
    (await import("node:child_process"))
      .execFileSync(OLD_NODE, ["-p", "process.versions.node"], {
        encoding: "utf8",
      })
      .split(".")[0],
  ) < 22;

describe.skipIf(!hasOldNode)(
  "a wrapper run on the machine's older Node",
  { timeout: 60_000 },
  () => {
    const folder = mkdtempSync(path.join(tmpdir(), "forecourt-supervise-"));
    /** Every process a test started: whatever a failing test left running is ended at the end. */
    const started = [];
    afterAll(() => {
      for (const pid of started) if (isAlive(pid)) process.kill(pid, "SIGKILL");
      rmSync(folder, { recursive: true, force: true });
    });
    const here = path.dirname(new URL(import.meta.url).pathname);
    // The wrapper: re-run under Node 22, then a leaf that writes its pid and, at SIGTERM, the word
    // "stopped", and exits 7.
    const wrapper = path.join(folder, "wrapper.mjs");
    writeFileSync(
      wrapper,
      `import ${JSON.stringify(path.join(here, "suitable-node.mjs"))};
import { spawn } from "node:child_process";
import { stopWhenParentGoes, superviseChild, supervisedEnv } from ${JSON.stringify(path.join(here, "supervise-child.mjs"))};
stopWhenParentGoes();
const leaf = \`
  const fs = require("node:fs");
  fs.writeFileSync(process.argv[1] + ".pid", String(process.pid));
  process.on("SIGTERM", () => { fs.writeFileSync(process.argv[1] + ".stopped", "stopped"); setTimeout(() => process.exit(7), 200); });
  setInterval(() => {}, 1000);
\`;
superviseChild(spawn(process.execPath, ["-e", leaf, process.argv[2]], { stdio: "inherit", env: supervisedEnv() }));
`,
    );

    /** Starts the wrapper on the old Node; resolves with it and its leaf's pid once the leaf runs. */
    async function start(name) {
      const base = path.join(folder, name);
      const first = spawn(OLD_NODE, [wrapper, base], { stdio: ["ignore", "ignore", "pipe"] });
      const exited = new Promise((resolve) =>
        first.on("exit", (code, signal) => resolve({ code, signal })),
      );
      for (let i = 0; i < 200 && !existsSync(`${base}.pid`); i++)
        await new Promise((r) => setTimeout(r, 100));
      const leafPid = Number(readFileSync(`${base}.pid`, "utf8"));
      started.push(first.pid, leafPid);
      return { first, exited, leafPid, base };
    }
    function isAlive(pid) {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    }
    async function gone(pid) {
      for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
      return !isAlive(pid);
    }

    it("stops the whole tree when only the first process gets SIGTERM, with the leaf's status", async () => {
      const { first, exited, leafPid, base } = await start("term");
      expect(first.pid).not.toBe(leafPid);
      first.kill("SIGTERM");
      expect(await exited).toEqual({ code: 7, signal: null });
      expect(readFileSync(`${base}.stopped`, "utf8")).toBe("stopped");
      expect(await gone(leafPid)).toBe(true);
    });

    it("stops the tree the same way on SIGHUP", async () => {
      const { first, exited, leafPid } = await start("hup");
      first.kill("SIGHUP");
      // The leaf has no SIGHUP handler: it dies by the signal, and the wrapper says so.
      expect(await exited).toEqual({ code: 129, signal: null });
      expect(await gone(leafPid)).toBe(true);
    });

    it("stops the tree when npm's shell above the old Node dies without passing the signal on", async () => {
      // npm runs a script as `sh -c '...'`; a SIGTERM to npm kills that shell and leaves the old
      // Node, which only waits for its re-run, under init.
      const base = path.join(folder, "npm");
      const shell = spawn("sh", ["-c", `"${OLD_NODE}" "${wrapper}" "${base}"; true`], {
        stdio: ["ignore", "ignore", "pipe"],
        env: { ...process.env, npm_lifecycle_event: "start" },
      });
      for (let i = 0; i < 200 && !existsSync(`${base}.pid`); i++)
        await new Promise((r) => setTimeout(r, 100));
      const leafPid = Number(readFileSync(`${base}.pid`, "utf8"));
      started.push(shell.pid, leafPid);
      shell.kill("SIGKILL");
      expect(await gone(leafPid)).toBe(true);
      expect(readFileSync(`${base}.stopped`, "utf8")).toBe("stopped");
    });

    it("stops the rest of the tree in order when the first process is killed outright", async () => {
      const { first, exited, leafPid, base } = await start("kill");
      first.kill("SIGKILL");
      expect(await exited).toEqual({ code: null, signal: "SIGKILL" });
      expect(await gone(leafPid)).toBe(true);
      expect(readFileSync(`${base}.stopped`, "utf8")).toBe("stopped");
    });
  },
);
