import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildState, sourceHash, writeBuildStamp } from "./build-stamp.mjs";

let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(name, text) {
  const file = path.join(root, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A checkout with an app, a package, a migration and a build without a stamp. */
function checkout() {
  root = mkdtempSync(path.join(tmpdir(), "build-stamp-"));
  write("package-lock.json", "{}");
  write("apps/web/package.json", "{}");
  write("apps/web/src/app/page.tsx", "export default 1;");
  write("apps/web/src/app/page.test.tsx", "test 1");
  write("packages/core/package.json", "{}");
  write("packages/core/src/price.ts", "export const a = 1;");
  write("packages/db/src/schema.ts", "export const b = 1;");
  write("packages/db/drizzle/0001_init.sql", "create table a ();");
  return path.join(root, "apps/web");
}

describe("build stamp", () => {
  it("builds without a build, trusts a build without a stamp, and builds again once the code changes", () => {
    const web = checkout();
    expect(buildState(root, web)).toBe("missing");
    write("apps/web/.next/BUILD_ID", "abc");
    expect(buildState(root, web)).toBe("current");

    writeBuildStamp(root, web);
    expect(buildState(root, web)).toBe("current");
    write("packages/core/src/price.ts", "export const a = 2;");
    expect(buildState(root, web)).toBe("stale");
    writeBuildStamp(root, web);
    expect(buildState(root, web)).toBe("current");

    // Each kind of source counts: a new file, a migration, the lock file.
    for (const [name, text] of [
      ["apps/web/src/app/new-page.tsx", "export default 2;"],
      ["packages/db/drizzle/0002_more.sql", "alter table a;"],
      ["package-lock.json", '{"v":2}'],
    ]) {
      write(name, text);
      expect(buildState(root, web), name).toBe("stale");
      writeBuildStamp(root, web);
    }
  });

  it("leaves out tests and what runs beside the code (data, results, the build itself)", () => {
    checkout();
    const before = sourceHash(root);
    write("apps/web/src/app/page.test.tsx", "test 2");
    write("packages/core/src/price.db.test.ts", "test 3");
    write("apps/web/.data/db/PG_VERSION", "17");
    write("apps/web/test-results/e2e.json", "{}");
    write("apps/web/.next/server/app.js", "built");
    expect(sourceHash(root)).toBe(before);
  });
});
