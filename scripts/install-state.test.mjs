import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { installState } from "./install-state.mjs";

let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

const lock = (packages) => JSON.stringify({ lockfileVersion: 3, packages });
const LOCKED = {
  "": { name: "forecourt" },
  "node_modules/next": { version: "16.4.5" },
  "node_modules/@next/swc-darwin-arm64": { version: "16.4.5", optional: true },
  "node_modules/@forecourt/web": { resolved: "apps/web", link: true },
};
const INSTALLED = {
  "node_modules/next": { version: "16.4.5" },
  "node_modules/@forecourt/web": { resolved: "apps/web", link: true },
};

function checkout(installed) {
  root = mkdtempSync(path.join(tmpdir(), "install-state-"));
  writeFileSync(path.join(root, "package-lock.json"), lock(LOCKED));
  if (installed) {
    mkdirSync(path.join(root, "node_modules"));
    writeFileSync(path.join(root, "node_modules/.package-lock.json"), lock(installed));
  }
}

describe("install state", () => {
  it("is missing with nothing installed, and current when the lock file's packages are (another platform's left out)", () => {
    checkout(null);
    expect(installState(root)).toBe("missing");
    checkout(INSTALLED);
    expect(installState(root)).toBe("current");
  });

  it("is stale once the lock file names another version, a new package, or drops one", () => {
    checkout({ ...INSTALLED, "node_modules/next": { version: "16.4.4" } });
    expect(installState(root)).toBe("stale");
    checkout({ "node_modules/@forecourt/web": INSTALLED["node_modules/@forecourt/web"] });
    expect(installState(root)).toBe("stale");
    checkout({ ...INSTALLED, "node_modules/left-pad": { version: "1.3.0" } });
    expect(installState(root)).toBe("stale");
  });
});
