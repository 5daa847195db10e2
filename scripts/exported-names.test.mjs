import { describe, expect, it } from "vitest";
import { duplicateNames, KNOWN_DUPLICATES, sourceModules } from "./exported-names.mjs";

const root = new URL("../", import.meta.url).pathname;

describe("the exported names of core, db and the web app", () => {
  it("have one declaration per name across their modules", () => {
    const duplicates = duplicateNames(sourceModules(root));
    const unexpected = Object.entries(duplicates).filter(([name]) => !KNOWN_DUPLICATES.has(name));
    expect(Object.fromEntries(unexpected)).toEqual({});
    // A name mended leaves the list of known ones.
    expect([...KNOWN_DUPLICATES].filter((name) => !(name in duplicates))).toEqual([]);
  });

  it("are found declared twice, and a re-export or a test's own constant is not a second one", () => {
    expect(
      duplicateNames({
        "packages/core/src/content/content-input.ts":
          "export const MAX_URL_LENGTH = 2_000;\nexport const MAX_TITLE_LENGTH = 200;\n",
        "packages/core/src/forms/visit-history.ts":
          "export const MAX_VISITED_PAGES = 50, MAX_URL_LENGTH = 2_048;\n",
        "packages/core/src/forms/lead.ts":
          'export { MAX_VISITED_PAGES } from "./visit-history.ts";\nconst MAX_TITLE_LENGTH = 1;\nexport let MAX_ROWS = 1;\n',
      }),
    ).toEqual({
      MAX_URL_LENGTH: [
        "packages/core/src/content/content-input.ts",
        "packages/core/src/forms/visit-history.ts",
      ],
    });
  });

  it("count types, functions and components across packages, and a function's overloads once", () => {
    expect(
      duplicateNames({
        "packages/core/src/analytics/event-catalogue.ts":
          'export type LeadFormKind = "submit" | "step";\n',
        "packages/core/src/leads/lead-form-kind.ts":
          'export type LeadFormKind = "test-drive" | "enquiry";\n',
        "packages/db/src/repositories/leads/get-lead.ts": "export async function getLead() {}\n",
        "apps/web/src/server/api/get-lead.ts": "export function getLead() {}\n",
        "apps/web/src/components/garage/account.tsx":
          "export function GarageAccount() { return <p />; }\n",
        "apps/web/src/server/garage/auth.ts": "export interface GarageAccount { id: number }\n",
        "packages/core/src/stock/car-input.ts":
          "export function parseCarInput(a: string): 1;\nexport function parseCarInput(a: number): 2;\nexport function parseCarInput(a: unknown) { return 1; }\n",
        "apps/web/src/components/one.tsx": "export default function Page() {}\n",
        "apps/web/src/components/two.tsx": "export default function Page() {}\n",
      }),
    ).toEqual({
      LeadFormKind: [
        "packages/core/src/analytics/event-catalogue.ts",
        "packages/core/src/leads/lead-form-kind.ts",
      ],
      getLead: [
        "packages/db/src/repositories/leads/get-lead.ts",
        "apps/web/src/server/api/get-lead.ts",
      ],
      GarageAccount: [
        "apps/web/src/components/garage/account.tsx",
        "apps/web/src/server/garage/auth.ts",
      ],
    });
  });

  it("leave out the names every file of a kind exports (Next's route exports, route tables)", () => {
    expect(
      duplicateNames({
        "apps/web/src/app/api/a/route.ts": "export const GET = 1;\nexport const dynamic = 1;\n",
        "apps/web/src/app/api/b/route.ts": "export const GET = 2;\nexport const dynamic = 2;\n",
        "apps/web/src/app/x/_routes/tables/a.ts": "export const ROUTES = [];\n",
        "apps/web/src/app/x/_routes/tables/b.ts": "export const ROUTES = [];\n",
      }),
    ).toEqual({});
  });

  it("are read from core's, env's, db's and the web app's modules, not their tests or test support", () => {
    const files = Object.keys(sourceModules(root));
    expect(files).toContain("packages/core/src/domain/url.ts");
    expect(files).toContain("packages/db/src/client.ts");
    expect(files).toContain("packages/env/src/env.ts");
    expect(files).toContain("packages/env/src/runtime-env.mjs");
    expect(files).toContain("apps/web/src/proxy.ts");
    expect(files.some((file) => /\.test\.tsx?$/.test(file))).toBe(false);
    expect(files.some((file) => file.includes("/testing/"))).toBe(false);
  });
});
