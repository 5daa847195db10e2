import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { WEB_DIR } from "./paths.ts";

const BUILD_TIMEOUT_MS = 15 * 60_000;
const BUILD_WAIT_MS = 10 * 60_000;

export const nextBin = createRequire(path.join(WEB_DIR, "package.json")).resolve(
  "next/dist/bin/next",
);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Uses the existing build in apps/web/.next (or `webDir`/.next: another checkout's build, to
 * compare two builds in one run). `next build` holds .next/lock while it runs: wait for
 * someone else's build to finish (bounded) rather than start a second one or serve a half-written
 * build; build only when there is no build at all.
 */
export async function ensureBuild(webDir: string = WEB_DIR): Promise<void> {
  const lock = path.join(webDir, ".next", "lock");
  const deadline = Date.now() + BUILD_WAIT_MS;
  if (existsSync(lock))
    console.log("A next build is running (apps/web/.next/lock): waiting for it.");
  while (existsSync(lock)) {
    if (Date.now() > deadline)
      throw new Error(`apps/web/.next/lock is still there after ${BUILD_WAIT_MS / 60_000} min.`);
    await sleep(5_000);
  }
  if (!existsSync(path.join(webDir, ".next", "BUILD_ID"))) {
    console.log("No build in apps/web/.next: running next build first.");
    const build = spawnSync(process.execPath, [nextBin, "build"], {
      cwd: webDir,
      stdio: "inherit",
      timeout: BUILD_TIMEOUT_MS,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (build.status !== 0)
      throw new Error(
        `next build failed (status ${build.status ?? build.signal ?? build.error?.message})`,
      );
  }
  // What every build of the app does after next build, with that checkout's own script: an
  // older checkout, compared with --before-web-dir, may have only the compile hints'
  // (compile-hints.mjs, before the Brotli copies) or neither, and is served as it built. The
  // scripts leave finished files alone, so a finished build is unchanged.
  const scripts = path.join(webDir, "..", "..", "scripts");
  const afterBuildScript = ["after-build.mjs", "compile-hints.mjs"]
    .map((name) => path.join(scripts, name))
    .find((script) => existsSync(script));
  if (!afterBuildScript) return;
  const after = spawnSync(process.execPath, [afterBuildScript, webDir], { stdio: "inherit" });
  if (after.status !== 0) throw new Error(`${afterBuildScript} failed`);
}
