import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { CONVENTION_NAMES, exportedNames, sourceModules } from "./exported-names.mjs";

/**
 * No dead or test-only exports: every name a module of core, env, db or the web app exports is
 * imported by another module that is not a test (or by a benchmark, a browser test or a
 * script, which run it). A name only its own module uses is not exported; a name only tests
 * use is reached through the public function it serves. `npm run check` runs this through
 * scripts/unused-exports.test.mjs; `node scripts/unused-exports.mjs` lists them.
 */

/** Where modules that import the sources live: the sources themselves and what runs them. */
const IMPORTER_FOLDERS = ["packages", "apps/web", "bench", "scripts"];
const SKIPPED = new Set(["node_modules", ".next", "drizzle", "test-results", "playwright-report"]);

const isTestFile = (file) =>
  /\.test\.(tsx?|mts|mjs)$/.test(file) || file.split("/").includes("testing");

/** Every TypeScript or ES module under the importer folders, path -> text. */
function importerModules(root) {
  const files = {};
  for (const folder of IMPORTER_FOLDERS) {
    const walk = (dir) => {
      for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        if (SKIPPED.has(entry.name)) continue;
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.(tsx?|mts|mjs|cjs|js)$/.test(entry.name) && !/\.d\.m?ts$/.test(entry.name)) {
          files[file] = readFileSync(path.join(root, file), "utf8");
        }
      }
    };
    walk(folder);
  }
  return files;
}

const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", "/index.ts", "/index.tsx"];

const resolved = new Map();

/** The source file an import specifier names, or null for a package outside the repository. */
function resolve(root, from, specifier) {
  const key = specifier.startsWith(".") ? path.join(path.dirname(from), specifier) : specifier;
  if (!resolved.has(key)) resolved.set(key, resolveNew(root, from, specifier));
  return resolved.get(key);
}

function resolveNew(root, from, specifier) {
  let base;
  if (specifier.startsWith(".")) base = path.join(path.dirname(from), specifier);
  else if (specifier.startsWith("@/")) base = path.join("apps/web/src", specifier.slice(2));
  else if (specifier.startsWith("@forecourt/")) {
    const [, pkg, ...rest] = specifier.split("/");
    base = path.join("packages", pkg, "src", ...rest);
  } else return null;
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (existsSync(path.join(root, file)) && /\.\w+$/.test(file)) return path.normalize(file);
  }
  return null;
}

/** What `text` imports: [file, name] pairs, name "*" for the whole module. */
function importsOf(root, file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    const specifier =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
        ? node.moduleSpecifier.text
        : ts.isCallExpression(node) &&
            (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
              (ts.isIdentifier(node.expression) && node.expression.text === "require") ||
              (ts.isPropertyAccessExpression(node.expression) &&
                ["mock", "importActual", "doMock"].includes(node.expression.name.text))) &&
            node.arguments[0] &&
            ts.isStringLiteral(node.arguments[0])
          ? node.arguments[0].text
          : null;
    const target = specifier === null ? null : resolve(root, file, specifier);
    if (target) {
      const clause = ts.isImportDeclaration(node) ? node.importClause : null;
      const bindings = clause?.namedBindings;
      if (ts.isImportDeclaration(node) && bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          found.push([target, (element.propertyName ?? element.name).text]);
        }
        if (clause.name) found.push([target, "default"]);
      } else if (
        ts.isExportDeclaration(node) &&
        node.exportClause &&
        ts.isNamedExports(node.exportClause)
      ) {
        for (const element of node.exportClause.elements) {
          found.push([target, (element.propertyName ?? element.name).text]);
        }
      } else if (ts.isImportDeclaration(node) && clause && !bindings) {
        found.push([target, "default"]);
      } else {
        found.push([target, "*"]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Each exported name of the sources no module imports (`unused`), and each only tests import
 * (`testOnly`), as "file: name" lines.
 */
export function unusedExports(root) {
  const sources = sourceModules(root);
  const users = new Map();
  for (const [file, text] of Object.entries(importerModules(root))) {
    for (const [target, name] of importsOf(root, file, text)) {
      const key = name === "*" ? `${target}:*` : `${target}: ${name}`;
      if (target === file) continue;
      users.set(key, [...(users.get(key) ?? []), file]);
    }
  }
  const unused = [];
  const testOnly = [];
  for (const [file, text] of Object.entries(sources)) {
    const whole = users.get(`${file}:*`) ?? [];
    for (const name of exportedNames(file, text)) {
      if (CONVENTION_NAMES.has(name)) continue;
      const by = [...whole, ...(users.get(`${file}: ${name}`) ?? [])];
      if (by.length === 0) unused.push(`${file}: ${name}`);
      else if (by.every(isTestFile)) testOnly.push(`${file}: ${name}`);
    }
  }
  return { unused: unused.sort(), testOnly: testOnly.sort() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { unused, testOnly } = unusedExports(process.cwd());
  console.log(`unused (${unused.length}):\n  ${unused.join("\n  ")}`);
  console.log(`test-only (${testOnly.length}):\n  ${testOnly.join("\n  ")}`);
}
