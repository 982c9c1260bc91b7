import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Every import of the server's and the web app's source, parsed from the text (no type checker): the boundary test
// (tests/infra/boundaries.unit.test.ts) judges each one against the layers, the cycle test
// (tests/infra/import-cycles.unit.test.ts) follows them around.
export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SCANNED = ['contract', 'db', 'domain', 'events', 'projections', 'services', 'migrations', 'web/src'];

export interface Import {
  /** Repo path of the importing file, with its extension. */
  file: string;
  /** Repo path of the imported module without extension (relative specifiers), or the package name. */
  target: string;
  relative: boolean;
  /** `import type` / `export type`: erased at build time, no module loads at run time. */
  typeOnly: boolean;
  /** `import('…')` or `vi.mock('…')`: loaded later, when called, never while the importing module loads. */
  dynamic: boolean;
}

export function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(path.join(ROOT, dir))) return [];
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

export function importsOf(file: string, text: string): Import[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Import[] = [];
  const add = (specifier: string, typeOnly: boolean, dynamic = false) => {
    const relative = specifier.startsWith('.');
    const target = relative ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)).replace(/\.(tsx?|m?js)$/, '') : packageName(specifier);
    found.push({ file, target, relative, typeOnly, dynamic });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const allTypes = !!clause && !clause.name && !!named && named.length > 0 && named.every((e) => e.isTypeOnly);
      add(node.moduleSpecifier.text, !!clause && (clause.isTypeOnly || allTypes));
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteral(node.arguments[0]!)) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isMock = ts.isPropertyAccessExpression(callee) && callee.getText(source) === 'vi.mock';
      if (isImport || isMock) add((node.arguments[0] as ts.StringLiteral).text, false, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The imports of every scanned file. */
export const scannedImports = (): Import[] => SCANNED.flatMap(sourceFiles).flatMap((file) => importsOf(file, fs.readFileSync(path.join(ROOT, file), 'utf8')));
