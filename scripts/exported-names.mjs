import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * One name per meaning: two modules of core, env, db or the web app must not each declare an
 * exported name (a constant, function, class, type, interface or enum) of the same spelling: two
 * `MAX_URL_LENGTH`s that said 2,000 and 2,048, two `LeadFormKind`s that meant different things.
 * A module may re-export another's name (`export { X } from`); only declarations count, and a
 * function's overloads are one. `npm run check` runs this through scripts/exported-names.test.mjs.
 */

/** The folders whose modules (tests and test support aside) are one namespace. */
export const SOURCE_FOLDERS = [
  "packages/core/src",
  "packages/env/src",
  "packages/db/src",
  "apps/web/src",
];

/**
 * Names a framework or our own convention asks every file of a kind to export: Next's route
 * file exports (and instrumentation's `register`, the proxy's `config`), and `ROUTES`, the table of each storefront route group (`_routes/tables/`).
 */
export const CONVENTION_NAMES = new Set([
  ...["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"],
  ...["dynamic", "dynamicParams", "revalidate", "runtime", "maxDuration", "fetchCache"],
  ...["metadata", "generateMetadata", "generateStaticParams", "viewport", "generateViewport"],
  ...["alt", "size", "contentType"],
  ...["register", "config"],
  "ROUTES",
]);

/** Names declared twice today whose single home is being made elsewhere, with where they are. */
export const KNOWN_DUPLICATES = new Set([]);

const DECLARATIONS = [
  ts.isFunctionDeclaration,
  ts.isClassDeclaration,
  ts.isTypeAliasDeclaration,
  ts.isInterfaceDeclaration,
  ts.isEnumDeclaration,
];

/** The names `text` (a TypeScript module) declares with `export` (not `export default`). */
export function exportedNames(fileName, text) {
  const kind = fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const names = new Set();
  for (const statement of source.statements) {
    const modifiers = statement.modifiers ?? [];
    if (!modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      }
    } else if (DECLARATIONS.some((is) => is(statement)) && statement.name) {
      names.add(statement.name.text);
    }
  }
  return [...names];
}

/** Each name declared by more than one of `files` (path -> text), with its files. */
export function duplicateNames(files) {
  const where = new Map();
  for (const [file, text] of Object.entries(files)) {
    for (const name of exportedNames(file, text)) {
      if (CONVENTION_NAMES.has(name)) continue;
      where.set(name, [...(where.get(name) ?? []), file]);
    }
  }
  return Object.fromEntries([...where].filter(([, found]) => found.length > 1));
}

/**
 * The modules of SOURCE_FOLDERS, TypeScript and plain ES modules (not tests, test support or
 * declarations), path -> text.
 */
export function sourceModules(root) {
  const files = {};
  for (const folder of SOURCE_FOLDERS) {
    for (const entry of readdirSync(path.join(root, folder), {
      recursive: true,
      withFileTypes: true,
    })) {
      if (!entry.isFile() || !/\.(tsx?|mts|mjs)$/.test(entry.name)) continue;
      if (/\.(test|d)\.(tsx?|mts|mjs)$/.test(entry.name)) continue;
      const file = path.relative(root, path.join(entry.parentPath, entry.name));
      if (file.split(path.sep).includes("testing")) continue;
      files[file] = readFileSync(path.join(root, file), "utf8");
    }
  }
  return files;
}
