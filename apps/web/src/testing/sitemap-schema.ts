import { execFile, execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The sitemaps.org schemas, as published: a urlset's and a sitemap index's. */
export const SITEMAP_SCHEMAS = {
  urlset: fileURLToPath(new URL("./sitemap-schemas/sitemap.xsd", import.meta.url)),
  sitemapindex: fileURLToPath(new URL("./sitemap-schemas/siteindex.xsd", import.meta.url)),
} as const;

export type SitemapKind = keyof typeof SITEMAP_SCHEMAS;

/**
 * Whether xmllint (Debian libxml2-utils) is installed. CI installs it (.ci/run), and there its
 * absence is an error rather than a reason to skip.
 */
export function hasXmllint(): boolean {
  try {
    execFileSync("xmllint", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    if (process.env.CI === "true") {
      throw new Error("xmllint is missing: CI installs libxml2-utils to validate sitemaps");
    }
    return false;
  }
}

/** xmllint's verdict on a document against the sitemaps.org schema of its kind. */
export async function validateSitemap(
  xml: string,
  kind: SitemapKind,
): Promise<{ isValid: boolean; output: string }> {
  const dir = await mkdtemp(join(tmpdir(), "sitemap-"));
  const file = join(dir, `${kind}.xml`);
  try {
    await writeFile(file, xml);
    return await new Promise((resolve) => {
      execFile(
        "xmllint",
        ["--noout", "--schema", SITEMAP_SCHEMAS[kind], file],
        { maxBuffer: 16 * 1024 * 1024 },
        (error, stdout, stderr) =>
          resolve({ isValid: error === null, output: `${stdout}${stderr}` }),
      );
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
