import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * One rule per fact: two of core's modules must not each declare an exported constant of the
 * same name (two `MAX_URL_LENGTH`s that said 2,000 and 2,048). A module may re-export another's
 * constant (`export { X } from`); only declarations count. `npm run check` runs this through
 * scripts/core-constant-names.test.mjs.
 */

/** Names declared twice today whose single home is being made elsewhere (none left). */
export const KNOWN_DUPLICATES = new Set([]);

/** The names of the constants `text` (a TypeScript module) declares with `export const`. */
export function exportedConstants(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const names = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
    }
  }
  return names;
}

/** Each constant name declared by more than one of `files` (path -> text), with its files. */
export function duplicateConstants(files) {
  const where = new Map();
  for (const [file, text] of Object.entries(files)) {
    for (const name of exportedConstants(file, text)) {
      where.set(name, [...(where.get(name) ?? []), file]);
    }
  }
  return Object.fromEntries([...where].filter(([, found]) => found.length > 1));
}

/** Core's modules (not its tests), path -> text, paths relative to `root`. */
export function coreModules(root) {
  const folder = path.join(root, "packages/core/src");
  const files = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name))
      continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(root, full)] = readFileSync(full, "utf8");
  }
  return files;
}
