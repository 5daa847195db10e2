import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { cruise } from "dependency-cruiser";
import { afterEach, describe, expect, it } from "vitest";

// `npm run check:deps`'s rules (.dependency-cruiser.cjs), run on small trees laid out as the
// project's: each rule must name the import that breaks it, and a tree that keeps them passes.
const { forbidden } = createRequire(import.meta.url)("../.dependency-cruiser.cjs");

let folder;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** The rule broken by each import of the tree `files` (path -> text), as "rule: from -> to". */
async function violations(files) {
  folder = mkdtempSync(path.join(tmpdir(), "forecourt-deps-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
  const result = await cruise(
    ["packages", "apps"].filter((top) => Object.keys(files).some((file) => file.startsWith(top))),
    {
      baseDir: folder,
      ruleSet: { forbidden },
      validate: true,
      tsPreCompilationDeps: true,
    },
  );
  return result.output.summary.violations.map(
    (violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`,
  );
}

const exporting = (name, ...imports) =>
  `${imports.map(([what, from]) => `import { ${what} } from "${from}";`).join("\n")}\nexport const ${name} = 1;\n`;

describe("the import rules in npm run check", () => {
  it("pass a tree in layers: domain at the bottom, features on it, site on top, env below db", async () => {
    expect(
      await violations({
        "packages/core/src/domain/car.ts": exporting("car"),
        "packages/core/src/stock/stock.ts": exporting("stock", ["car", "../domain/car.ts"]),
        "packages/core/src/site/site.ts": exporting("site", ["stock", "../stock/stock.ts"]),
        "packages/env/src/env.ts": exporting("env", ["car", "../../core/src/domain/car.ts"]),
        "packages/db/src/client.ts": exporting("db", ["env", "../../env/src/env.ts"]),
      }),
    ).toEqual([]);
  });

  it("fail on an import cycle, of two files or round a loop", async () => {
    const found = await violations({
      "packages/core/src/stock/a.ts": exporting("a", ["b", "./b.ts"]),
      "packages/core/src/stock/b.ts": exporting("b", ["a", "./a.ts"]),
      "packages/core/src/search/x.ts": exporting("x", ["y", "../stock/y.ts"]),
      "packages/core/src/stock/y.ts": exporting("y", ["z", "../forms/z.ts"]),
      "packages/core/src/forms/z.ts": exporting("z", ["x", "../search/x.ts"]),
    });
    const cycles = found.filter((line) => line.startsWith("no-circular:"));
    expect(cycles).toContain(
      "no-circular: packages/core/src/stock/a.ts -> packages/core/src/stock/b.ts",
    );
    // The loop of three folders is found too, from whichever of its files.
    expect(cycles.some((line) => /search\/x\.ts|stock\/y\.ts|forms\/z\.ts/.test(line))).toBe(true);
  });

  it("fail on each import against the layers", async () => {
    expect(
      await violations({
        "packages/core/src/domain/car.ts": exporting("car", ["stock", "../stock/stock.ts"]),
        "packages/core/src/stock/stock.ts": exporting("stock"),
        "packages/core/src/search/search.ts": exporting("search", ["site", "../site/site.ts"]),
        "packages/core/src/site/site.ts": exporting("site"),
        "packages/core/src/forms/form.ts": exporting("form", ["env", "../../../env/src/env.ts"]),
        "packages/env/src/env.ts": exporting("env", ["db", "../../db/src/client.ts"]),
        "packages/db/src/client.ts": exporting("db"),
      }),
    ).toEqual(
      expect.arrayContaining([
        "core-domain-is-bottom: packages/core/src/domain/car.ts -> packages/core/src/stock/stock.ts",
        "core-site-is-top: packages/core/src/search/search.ts -> packages/core/src/site/site.ts",
        "core-is-pure: packages/core/src/forms/form.ts -> packages/env/src/env.ts",
        "env-is-below-db: packages/env/src/env.ts -> packages/db/src/client.ts",
      ]),
    );
  });

  it("fail on a service importing an entry kit, and pass the kits calling services", async () => {
    const found = await violations({
      "apps/web/src/server/leads/submit.ts": exporting("submit", ["wake", "../worker/wake.ts"]),
      "apps/web/src/server/payments/settle.ts": exporting("settle", ["post", "../api/post.ts"]),
      "apps/web/src/server/reports/send.ts": exporting("send", ["act", "../console/act.ts"]),
      "apps/web/src/server/worker/wake.ts": exporting("wake", ["submit", "../leads/submit.ts"]),
      "apps/web/src/server/api/post.ts": exporting("post", ["settle", "../payments/settle.ts"]),
      "apps/web/src/server/console/act.ts": exporting("act", ["post", "../api/post.ts"]),
      "apps/web/src/server/leads/submit.db.test.ts": exporting("probe", ["post", "../api/post.ts"]),
    });
    expect(found.filter((line) => line.startsWith("services-below-entry-kits:")).sort()).toEqual([
      "services-below-entry-kits: apps/web/src/server/leads/submit.ts -> apps/web/src/server/worker/wake.ts",
      "services-below-entry-kits: apps/web/src/server/payments/settle.ts -> apps/web/src/server/api/post.ts",
      "services-below-entry-kits: apps/web/src/server/reports/send.ts -> apps/web/src/server/console/act.ts",
    ]);
  });

  it("fail on an entry kit importing another, and pass a kit's own modules and its services", async () => {
    const found = await violations({
      "apps/web/src/server/stock/run.ts": exporting("run"),
      "apps/web/src/server/api/post.ts": exporting("post", ["run", "../stock/run.ts"]),
      "apps/web/src/server/api/feeds/upload.ts": exporting("upload", ["post", "../post.ts"]),
      "apps/web/src/server/console/act.ts": exporting("act", ["post", "../api/post.ts"]),
      "apps/web/src/server/console/queries/q.ts": exporting("q", ["act", "../act.ts"]),
      "apps/web/src/server/worker/pull.ts": exporting("pull", ["upload", "../api/feeds/upload.ts"]),
      "apps/web/src/server/worker/main.ts": exporting("main", ["pull", "./pull.ts"]),
      "apps/web/src/server/worker/pull.db.test.ts": exporting("probe", [
        "act",
        "../console/act.ts",
      ]),
    });
    expect(found.filter((line) => line.startsWith("entry-kits-apart:")).sort()).toEqual([
      "entry-kits-apart: apps/web/src/server/console/act.ts -> apps/web/src/server/api/post.ts",
      "entry-kits-apart: apps/web/src/server/worker/pull.ts -> apps/web/src/server/api/feeds/upload.ts",
    ]);
  });

  it("fail on the ground floor importing a service, a kit or a page, and pass its own helpers", async () => {
    const found = await violations({
      "apps/web/src/server/queries/site.ts": exporting("site", [
        "cachedSite",
        "../http/cached-sites.ts",
      ]),
      "apps/web/src/server/http/cached-sites.ts": exporting("cachedSite", [
        "cached",
        "../cached.ts",
      ]),
      "apps/web/src/server/cached.ts": exporting("cached", ["tags", "./cache/tag-writes.ts"]),
      "apps/web/src/server/cache/tag-writes.ts": exporting("tags", ["env", "../env.ts"]),
      "apps/web/src/server/env.ts": exporting("env"),
      "apps/web/src/server/health/answers.ts": exporting("answers", [
        "cachedSite",
        "../http/cached-sites.ts",
      ]),
      "apps/web/src/server/http/guard.ts": exporting("guard", ["answers", "../health/answers.ts"]),
      "apps/web/src/server/security/headers.ts": exporting("headers", [
        "site",
        "../queries/site.ts",
      ]),
      "apps/web/src/server/observability/listen.ts": exporting("listen", [
        "metrics",
        "../ops/metrics.ts",
      ]),
      "apps/web/src/server/ops/metrics.ts": exporting("metrics", ["guard", "../http/guard.ts"]),
      "apps/web/src/server/outbox/wake.ts": exporting("wake", ["row", "../../components/row.tsx"]),
      "apps/web/src/components/row.tsx": exporting("row"),
      "apps/web/src/server/db.ts": exporting("db", ["mediaStore", "./media/media-store.ts"]),
      "apps/web/src/server/media/media-store.ts": exporting("mediaStore"),
      "apps/web/src/server/http/guard.test.ts": exporting("probe", ["site", "../queries/site.ts"]),
    });
    expect(found.filter((line) => line.startsWith("ground-floor-is-a-floor:")).sort()).toEqual([
      "ground-floor-is-a-floor: apps/web/src/server/db.ts -> apps/web/src/server/media/media-store.ts",
      "ground-floor-is-a-floor: apps/web/src/server/http/guard.ts -> apps/web/src/server/health/answers.ts",
      "ground-floor-is-a-floor: apps/web/src/server/observability/listen.ts -> apps/web/src/server/ops/metrics.ts",
      "ground-floor-is-a-floor: apps/web/src/server/outbox/wake.ts -> apps/web/src/components/row.tsx",
      "ground-floor-is-a-floor: apps/web/src/server/security/headers.ts -> apps/web/src/server/queries/site.ts",
    ]);
  });

  it("fail on the proxy reaching a payment adapter through any chain, and pass the ground floor's table", async () => {
    const adapter = {
      "apps/web/src/server/payments/providers/registry.ts": exporting("registry"),
      "apps/web/src/server/security/payment-page-origins.ts": exporting("origins"),
    };
    const through = await violations({
      ...adapter,
      "apps/web/src/proxy.ts": exporting("proxy", ["headers", "./server/security/headers.ts"]),
      "apps/web/src/server/security/headers.ts": exporting("headers", [
        "registry",
        "../payments/providers/registry.ts",
      ]),
    });
    expect(through.filter((line) => line.startsWith("proxy-loads-no-payment-adapter:"))).toEqual([
      "proxy-loads-no-payment-adapter: apps/web/src/proxy.ts -> apps/web/src/server/payments/providers/registry.ts",
    ]);
    const table = await violations({
      ...adapter,
      "apps/web/src/proxy.ts": exporting("proxy", ["headers", "./server/security/headers.ts"]),
      "apps/web/src/server/security/headers.ts": exporting("headers", [
        "origins",
        "./payment-page-origins.ts",
      ]),
    });
    expect(table).toEqual([]);
  });

  it("fail on core's leads reading its forms, and pass forms built on leads", async () => {
    const found = await violations({
      "packages/core/src/leads/lead-form-kind.ts": exporting("kind", [
        "TEST_DRIVE",
        "../forms/definitions/enquiry-forms.ts",
      ]),
      "packages/core/src/forms/definitions/enquiry-forms.ts": exporting("TEST_DRIVE"),
      "packages/core/src/forms/form-settings.ts": exporting("settings", [
        "kind",
        "../leads/lead-form-kind.ts",
      ]),
    });
    expect(found).toEqual([
      "core-leads-below-forms: packages/core/src/leads/lead-form-kind.ts -> packages/core/src/forms/definitions/enquiry-forms.ts",
    ]);
  });

  it("let the worker process's main start the operator's listeners, and no other kit module", async () => {
    const found = await violations({
      "apps/web/src/server/ops/listeners.ts": exporting("listeners"),
      "apps/web/src/server/worker/main.ts": exporting("main", ["listeners", "../ops/listeners.ts"]),
      "apps/web/src/server/worker/pull.ts": exporting("pull", ["listeners", "../ops/listeners.ts"]),
      "apps/web/src/server/ops/metrics.ts": exporting("metrics", ["pull", "../worker/pull.ts"]),
    });
    expect(found.sort()).toEqual([
      "entry-kits-apart: apps/web/src/server/ops/metrics.ts -> apps/web/src/server/worker/pull.ts",
      "entry-kits-apart: apps/web/src/server/worker/pull.ts -> apps/web/src/server/ops/listeners.ts",
    ]);
  });

  it("fail on a page or route importing the database package, and pass one reading through the server", async () => {
    const found = await violations({
      "packages/db/src/repositories/leads/list-leads.ts": exporting("listLeads"),
      "apps/web/src/app/console/leads/page.tsx": exporting("page", [
        "listLeads",
        "../../../../../../packages/db/src/repositories/leads/list-leads.ts",
      ]),
      "apps/web/src/server/console/queries/leads.ts": exporting("inbox", [
        "listLeads",
        "../../../../../../packages/db/src/repositories/leads/list-leads.ts",
      ]),
      "apps/web/src/app/console/stock/page.tsx": exporting("stock", [
        "inbox",
        "../../../server/console/queries/leads.ts",
      ]),
    });
    expect(found).toEqual([
      "app-reads-through-server: apps/web/src/app/console/leads/page.tsx -> packages/db/src/repositories/leads/list-leads.ts",
    ]);
  });
});
