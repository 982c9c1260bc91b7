import { describe, expect, it } from 'vitest';
import { importsOf, scannedImports, type Import } from '../support/source-imports';

// The layering of CONTRIBUTING.md ("Layers and boundaries"), checked on every import of every .ts/.tsx file.
// oxlint's no-restricted-imports only sees the specifier text, and relative specifiers climb a different number of
// levels from each folder, so the server's rules live here: imports are resolved to repo paths, then judged.

/**
 * Folders of services/ and projections/ that every feature shares; any other folder there is a feature
 * (tests/infra/feature-folders.unit.test.ts keeps the names the same across layers).
 */
const SHARED = new Set(['platform', 'demo', 'runner', 'changefeed', 'rebuild']);

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
 * read shapes it lends (`*.view.ts`), the queries over its read tables (`projections/<feature>/*.queries.ts`), and
 * the folds that write them (`projections/<feature>/*.writes.ts`): a booking's one statement writes the member's
 * credits with the packages' own fold, so each event's effect is written once.
 */
const isPublicSurface = (target: string) => /\/index$|\.commands$|\.view$|\.queries$|\.writes$/.test(target);

/** Packages pure code may use: no I/O, no clock, no randomness of their own. */
const PURE_PACKAGES = new Set(['date-fns', '@date-fns/tz', 'typebox', 'vitest']);

/** Where the app is put together: the only modules that read the list of features (scripts and tests too). */
const COMPOSITION_ROOTS = new Set(['services/app.ts', 'services/server.ts', 'services/background.ts']);

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
    name: 'db/ imports nothing of events/ but the types of its payloads',
    check: (i) => {
      if (!under(i.file, 'db') || !i.relative || !under(i.target, 'events')) return undefined;
      // A table that stores an event's payload (a workout's planned exercises) is typed by it: a type, never code.
      if (i.typeOnly && under(i.target, 'events/catalog')) return undefined;
      return 'the event store (events/store) sits on db/: db/ below it never reaches back up';
    },
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
    name: 'web/src/api sits below the web features',
    check: (i) =>
      under(i.file, 'web/src/api') && i.relative && under(i.target, 'web/src/features', 'web/src/app')
        ? 'the routes several features read are fetched there for all of them: it cannot depend on any one of them, nor on the app that composes them'
        : undefined,
  },
  {
    name: 'only the composition roots import services/features',
    check: (i) =>
      i.relative && i.target === 'services/features' && !COMPOSITION_ROOTS.has(i.file)
        ? 'a command, the store or a feature takes what it needs from the handle or the context it is given (the inline projectors: projections/runner/inline-projections.ts), never from the list of every feature'
        : undefined,
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

const allImports = scannedImports();

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
    ['db/connection-errors.ts', '../events/framework/errors', 'db/ imports nothing of events/'],
    ['db/database.ts', '../events/store/append', 'db/ imports nothing of events/'],
    ['domain/plans/plan-tree.ts', '../../db/database', 'domain/ is pure'],
    ['domain/plans/plan-tree.ts', '../../events/catalog/registry', 'domain/ is pure'],
    ['domain/time/clock.ts', 'pg', 'domain/ is pure'],
    ['contract/booking.ts', '../services/booking/booking.decider', 'contract/'],
    ['migrations/index.ts', '../db/schema', 'migrations/'],
    ['web/src/lib/api-client.ts', '../../../db/schema', 'web/'],
    ['services/membership/user.routes.ts', '../packages/member-package.decider', 'features never'],
    ['services/groups/group.commands.ts', '../../projections/plans/plans.projector', 'features never'],
    ['web/src/features/booking/index.ts', '../catalog/index', 'features never'],
    ['web/src/api/route-keys.ts', '../features/booking/api/booking-keys', 'web/src/api sits below'],
    ['web/src/api/packages/paquetes.ts', '../../app/features', 'web/src/api sits below'],
    ['services/platform/commands/run-command.ts', '../../features', 'only the composition roots'],
    ['services/booking/booking.commands.ts', '../features', 'only the composition roots'],
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
      ['services/background.ts', "import { inlineProjectors } from './features';"],
      ['projections/booking/bookings.projector.ts', "import { x } from '../runner/projection';"],
      ['domain/plans/plan.evolve.ts', "import type { PlanEvent } from '../../events/catalog/plans.events';"],
      ['db/tables/workouts.ts', "import type { PlannedExercise } from '../../events/catalog/workouts.events';"],
      ['events/store/sequencer.ts', "import { ProcessorLeader } from '../../db/processor-leader';"],
      ['web/src/features/booking/api/x.ts', "import type { Cupo } from '../../../../../contract/booking';"],
      ['web/src/features/booking/api/x.ts', "import { userPackageKeys } from '../../../api/route-keys';"],
      ['web/src/api/packages/paquetes.ts', "import { api } from '../../lib/api-client';"],
    ];
    for (const [file, text] of fine) expect(violations(importsOf(file, text))).toEqual([]);
  });
});
