import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const root = new URL("../", import.meta.url);
const WORKSPACES = ["apps/web", "packages/core", "packages/env", "packages/db"];

/** Every third-party production dependency of the workspaces that make up the server. */
function productionDependencies() {
  const names = new Set();
  for (const workspace of WORKSPACES) {
    const manifest = JSON.parse(readFileSync(new URL(`${workspace}/package.json`, root), "utf8"));
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      if (!name.startsWith("@forecourt/")) names.add(name);
    }
  }
  return names;
}

/** The packages named in the first column of architecture/operations.md's "Production dependencies". */
function documentedDependencies() {
  const text = readFileSync(new URL("docs/architecture/operations.md", root), "utf8");
  const section = text.split("\n## Production dependencies\n")[1]?.split("\n## ")[0] ?? "";
  const names = new Set();
  for (const line of section.split("\n")) {
    const first = line.startsWith("| `") ? line.split("|")[1] : undefined;
    for (const match of first?.matchAll(/`([^`]+)`/g) ?? []) names.add(match[1]);
  }
  return names;
}

describe("production dependencies", () => {
  it("are each listed with a reason in docs/architecture/operations.md, and the list names no other", () => {
    const used = productionDependencies();
    const documented = documentedDependencies();
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !documented.has(name)).sort()).toEqual([]);
    expect([...documented].filter((name) => !used.has(name)).sort()).toEqual([]);
  });
});
