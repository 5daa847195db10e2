import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  acquireDataFolderLock,
  DataFolderInUseError,
  lockPathOf,
  readDataFolderHolder,
  type DataFolderHolder,
} from "./data-folder-lock.ts";

const MODULE = fileURLToPath(new URL("./data-folder-lock.ts", import.meta.url));

let folder: string;
let dataDir: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), "forecourt-lock-"));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let count = 0;
const releases: (() => void)[] = [];
afterEach(() => {
  for (const release of releases.splice(0)) release();
});
/** A fresh data folder path for each test. */
function freshDataDir(): string {
  dataDir = path.join(folder, `data-${++count}`, "pglite");
  return dataDir;
}
function take(dir: string, port?: string) {
  const lock = acquireDataFolderLock(dir, { command: "web server", port });
  releases.push(lock.release);
  return lock;
}
function writeLock(dir: string, holder: Partial<DataFolderHolder>): void {
  const full: DataFolderHolder = {
    pid: 1,
    host: os.hostname(),
    startedAt: "2026-01-01T00:00:00.000Z",
    command: "web server",
    token: "earlier",
    ...holder,
  };
  mkdirSync(path.dirname(dir), { recursive: true });
  writeFileSync(lockPathOf(dir), JSON.stringify(full));
}

/** A process that has run and exited: its pid is no one's now. */
function deadPid(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    child.on("error", reject);
    child.on("exit", () => resolve(child.pid!));
  });
}

describe("data folder lock", () => {
  it("names its holder, refuses a second opener with that name and the --api way, and frees the folder on release", () => {
    const dir = freshDataDir();
    const lock = take(dir, "3050");
    const written = readDataFolderHolder(dir);
    expect(written).toMatchObject({ pid: process.pid, host: os.hostname(), port: "3050" });
    expect(written?.token).toBe(lock.holder.token);

    let refusal: unknown;
    try {
      acquireDataFolderLock(dir, { command: "site command" });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataFolderInUseError);
    const message = (refusal as Error).message;
    expect(message).toContain(`pid ${process.pid}`);
    expect(message).toContain("port 3050");
    expect(message).toContain("--api http://localhost:3050");
    expect(message).toContain("nothing was done");

    lock.release();
    expect(existsSync(lockPathOf(dir))).toBe(false);
    expect(take(dir).holder.pid).toBe(process.pid);
  });

  it("refuses while another live process on this host holds the folder", () => {
    const dir = freshDataDir();
    const sleeper = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"], {
      stdio: "ignore",
    });
    try {
      writeLock(dir, { pid: sleeper.pid!, port: "4000", token: "theirs" });
      expect(() => take(dir)).toThrow(new RegExp(`pid ${sleeper.pid}.*port 4000`));
      expect(readDataFolderHolder(dir)?.token).toBe("theirs");
    } finally {
      sleeper.kill("SIGKILL");
    }
  });

  it("takes over a stale lock whose process is gone", async () => {
    const dir = freshDataDir();
    writeLock(dir, { pid: await deadPid(), token: "killed" });
    const lock = take(dir);
    expect(readDataFolderHolder(dir)).toMatchObject({ pid: process.pid, token: lock.holder.token });
  });

  it("takes over a lock with this process's pid that no open of this process holds (a restarted container's pid 1)", () => {
    const dir = freshDataDir();
    writeLock(dir, { pid: process.pid, token: "previous-life" });
    expect(take(dir).holder.token).not.toBe("previous-life");
  });

  it("takes over a torn (unreadable) lock file once it is older than a write takes", () => {
    const dir = freshDataDir();
    writeLock(dir, {});
    writeFileSync(lockPathOf(dir), "{");
    const old = new Date(Date.now() - 10_000);
    utimesSync(lockPathOf(dir), old, old);
    expect(take(dir).holder.pid).toBe(process.pid);
  });

  it("trusts another host's lock while it is renewed, and takes it over once it is not", () => {
    const dir = freshDataDir();
    writeLock(dir, { host: "another-machine", pid: 12345, token: "remote" });
    expect(() => take(dir)).toThrow(/another-machine[\s\S]*remove/);
    const old = new Date(Date.now() - 5 * 60_000);
    utimesSync(lockPathOf(dir), old, old);
    expect(take(dir).holder.host).toBe(os.hostname());
  });

  it("lets exactly one of several processes racing for the same stale lock take it", async () => {
    const dir = freshDataDir();
    writeLock(dir, { pid: await deadPid(), token: "killed" });
    // Each racer loads, says so, and tries at the parent's word, all at once; a winner holds the
    // lock until its input closes, so that no racer can come late to a free folder.
    const script = `
      import { acquireDataFolderLock } from ${JSON.stringify(MODULE)};
      console.log("ready");
      process.stdin.once("data", () => {
        try {
          acquireDataFolderLock(${JSON.stringify(dir)}, { command: "racer" });
          console.log("took");
          process.stdin.on("end", () => process.exit(0));
          process.stdin.resume();
        } catch (error) {
          console.log(error.code === "DATA_FOLDER_IN_USE" ? "refused" : "error " + error.message);
          process.exit(0);
        }
      });`;
    const racers = Array.from({ length: 4 }, () => {
      const child = spawn(
        process.execPath,
        ["--import", "tsx", "--input-type=module", "-e", script],
        { stdio: ["pipe", "pipe", "inherit"] },
      );
      const lines: string[] = [];
      child.stdout.on("data", (chunk: Buffer) =>
        lines.push(...chunk.toString().trim().split("\n")),
      );
      const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
      return { child, lines, exited };
    });
    const until = async (condition: () => boolean) => {
      const end = Date.now() + 60_000;
      while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    };
    await until(() => racers.every((racer) => racer.lines.includes("ready")));
    for (const racer of racers) racer.child.stdin.write("go\n");
    await until(() => racers.every((racer) => racer.lines.length >= 2));
    const outcomes = racers.map((racer) => racer.lines[1]);
    for (const racer of racers) racer.child.stdin.end();
    await Promise.all(racers.map((racer) => racer.exited));
    expect(outcomes.filter((outcome) => outcome === "took")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "refused")).toHaveLength(3);
    // The winner exited: its own exit hook freed the folder.
    expect(existsSync(lockPathOf(dir))).toBe(false);
  });
});
