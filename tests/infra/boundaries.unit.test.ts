import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The layering of CONTRIBUTING.md ("Layers and boundaries"), checked on every import of every .ts/.tsx file.
// oxlint's no-restricted-imports only sees the specifier text, and relative specifiers climb a different number of
// levels from each folder, so the server's rules live here: imports are resolved to repo paths, then judged.
const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['contract', 'db', 'domain', 'events', 'projections', 'services', 'migrations', 'web/src'];

/**
 * Folders of services/ and projections/ that every feature shares; any other folder there is a feature
 * (tests/infra/feature-folders.unit.test.ts keeps the names the same across layers).
 */
const SHARED = new Set(['platform', 'demo', 'runner', 'changefeed', 'rebuild']);

interface Import {
  /** Repo path of the importing file, with its extension. */
  file: string;
  /** Repo path of the imported module without extension (relative specifiers), or the package name. */
  target: string;
  relative: boolean;
  /** `import type` / `export type`: erased at build time, no module loads at run time. */
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(path.join(ROOT, dir))) return [];
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

function importsOf(file: string, text: string): Import[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Import[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    const relative = specifier.startsWith('.');
    const target = relative ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)).replace(/\.(tsx?|m?js)$/, '') : packageName(specifier);
    found.push({ file, target, relative, typeOnly });
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
      if (isImport || isMock) add((node.arguments[0] as ts.StringLiteral).text, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const under = (p: string, ...folders: string[]) => folders.some((f) => p === f || p.startsWith(`${f}/`));
/** `services/booking/x` → 'booking' when it is a feature folder of that layer. */
const featureOf = (p: string, layer: string) => {
  if (!p.startsWith(`${layer}/`)) return undefined;
  const name = p.slice(layer.length + 1).split('/')[0]!;
  return !SHARED.has(name) && p.split('/').length > layer.split('/').length + 1 ? name : undefined;
};

/**
 * What a feature offers the others (everything else in its folders is internal): its feature module (index.ts),
 * the commands other features may send (`*.commands.ts`, e.g. deleting an account cancels its bookings), the
 * read shapes it lends (`*.view.ts`), and the queries over its read tables (`projections/<feature>/*.queries.ts`).
 */
const isPublicSurface = (target: string) => /\/index$|\.commands$|\.view$|\.queries$/.test(target);

/** Packages pure code may use: no I/O, no clock, no randomness of their own. */
const PURE_PACKAGES = new Set(['date-fns', '@date-fns/tz', 'typebox', 'vitest']);

interface Rule {
  name: string;
  /** Why the import breaks the rule, or undefined when it is fine. */
  check(i: Import): string | undefined;
}

const RULES: Rule[] = [
  {
    name: 'events/ imports nothing of services/ or projections/',
    check: (i) => (under(i.file, 'events') && i.relative && under(i.target, 'services', 'projections', 'web') ? 'the event store and catalog sit below the read and write sides' : undefined),
  },
  {
    name: 'projections/ never import services/',
    check: (i) => (under(i.file, 'projections') && i.relative && under(i.target, 'services', 'web') ? 'projections are built from events and db/, never from the services that use them' : undefined),
  },
  {
    name: 'db/ never imports services/ or projections/',
    check: (i) => (under(i.file, 'db') && i.relative && under(i.target, 'services', 'projections', 'web') ? 'db/ holds the handle and the table types both sides share' : undefined),
  },
  {
    name: 'domain/ is pure: domain/, contract/, pure packages, and only types of events/',
    check: (i) => {
      if (!under(i.file, 'domain')) return undefined;
      if (!i.relative) return PURE_PACKAGES.has(i.target) ? undefined : `package ${i.target} is not on the pure list`;
      if (under(i.target, 'domain', 'contract')) return undefined;
      // Evolve functions fold events and the plan tree is made of event payloads: their types, never their code.
      if (i.typeOnly && under(i.target, 'events/catalog', 'events/framework')) return undefined;
      return 'domain/ may import domain/, contract/ and `import type` from events/ only';
    },
  },
  {
    name: 'contract/ imports only contract/ and packages',
    check: (i) => (under(i.file, 'contract') && i.relative && !under(i.target, 'contract') ? 'server and web both import contract/: it cannot pull server code along' : undefined),
  },
  {
    name: 'migrations/ never import app code',
    check: (i) => (under(i.file, 'migrations') && i.relative && !under(i.target, 'migrations') ? 'a migration is frozen in time: app code changes under it' : undefined),
  },
  {
    name: 'web/ imports nothing outside web/ except contract/',
    check: (i) => (under(i.file, 'web') && i.relative && !under(i.target, 'web', 'contract') ? 'the web app talks to the server over HTTP; it shares contract/ only' : undefined),
  },
  {
    name: "features never import each other's internals",
    check: (i) => {
      if (!i.relative) return undefined;
      for (const [from, to] of [['services', 'services'], ['services', 'projections'], ['projections', 'projections'], ['projections', 'services'], ['web/src/features', 'web/src/features']] as const) {
        const mine = featureOf(i.file, from);
        const theirs = featureOf(i.target, to);
        if (!mine || !theirs || mine === theirs) continue;
        // Web features share nothing: shared code lives in web/src/components, hooks or lib; web/src/app composes.
        if (to === 'web/src/features' || !isPublicSurface(i.target)) return `${mine} reaches into ${theirs}'s internals`;
      }
      return undefined;
    },
  },
];

function violations(imports: readonly Import[], rules: readonly Rule[] = RULES): string[] {
  return imports.flatMap((i) =>
    rules.flatMap((rule) => {
      const why = rule.check(i);
      return why ? [`${i.file} → ${i.target}: ${rule.name} (${why})`] : [];
    }),
  );
}

const allImports = SCANNED.flatMap(sourceFiles).flatMap((file) => importsOf(file, fs.readFileSync(path.join(ROOT, file), 'utf8')));

describe('layer boundaries', () => {
  it('reads the imports of the whole server and web app', () => {
    expect(allImports.length).toBeGreaterThan(1000);
    expect(allImports.some((i) => i.file.startsWith('projections/') && i.target === 'db/schema')).toBe(true);
  });

  it('no import crosses a boundary', () => {
    expect(violations(allImports)).toEqual([]);
  });

  // Each rule must be able to fail: one planted import per rule, judged by the same code.
  const planted: [string, string, string, boolean?][] = [
    ['events/store/append.ts', '../../services/app', 'events/'],
    ['projections/booking/bookings.queries.ts', '../../services/booking/booking.decider', 'projections/ never'],
    ['db/schema.ts', '../projections/booking/bookings.queries', 'db/ never'],
    ['domain/plans/plan-tree.ts', '../../db/database', 'domain/ is pure'],
    ['domain/plans/plan-tree.ts', '../../events/catalog/registry', 'domain/ is pure'],
    ['domain/time/clock.ts', 'pg', 'domain/ is pure'],
    ['contract/booking.ts', '../services/booking/booking.decider', 'contract/'],
    ['migrations/index.ts', '../db/schema', 'migrations/'],
    ['web/src/lib/api-client.ts', '../../../db/schema', 'web/'],
    ['services/membership/user.routes.ts', '../packages/member-package.decider', 'features never'],
    ['services/groups/group.commands.ts', '../../projections/plans/plans.projector', 'features never'],
    ['web/src/features/booking/index.ts', '../catalog/index', 'features never'],
  ];
  it.each(planted)('a planted import %s → %s breaks "%s"', (file, specifier, rule) => {
    const [found] = violations(importsOf(file, `import { x } from '${specifier}';`));
    expect(found).toContain(rule);
  });

  it("allows a feature's public surface, shared folders and type-only event imports in domain/", () => {
    const fine: [string, string][] = [
      ['services/membership/delete-account.ts', "import { cancelBookingNow } from '../booking/booking.commands';"],
      ['services/packages/member-package.routes.ts', "import { findUser } from '../../projections/membership/users.queries';"],
      ['services/booking/booking.routes.ts', "import { x } from '../platform/http/problem';"],
      ['projections/booking/bookings.projector.ts', "import { x } from '../runner/projection';"],
      ['domain/plans/plan.evolve.ts', "import type { PlanEvent } from '../../events/catalog/plans.events';"],
      ['web/src/features/booking/api/x.ts', "import type { Cupo } from '../../../../../contract/booking';"],
    ];
    for (const [file, text] of fine) expect(violations(importsOf(file, text))).toEqual([]);
  });
});
