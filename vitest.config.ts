import os from 'node:os';
import { defineConfig } from 'vitest/config';

// The database projects run without isolation (`isolate: false`): a worker keeps the modules it loaded (Fastify, every
// feature, TypeBox schemas) from one file to the next, instead of importing the whole app again per file. Measured on
// the 2-core machine (shared, so CPU seconds of vitest's processes are the steady figure): `int` import 518 s → 33 s,
// user+sys 355 s → 145 s; a 12-file `int-pglite` sample import 122 s → 42 s, 235 s → 105 s wall. It is safe because
// nothing an integration file sets outlives it: each file opens its own database and app and closes them; the
// module-level caches are pure functions of their inputs (studio time, agenda horizon) or keyed by database handle
// (sequencers, VAPID keys); test-only registries only add (throwaway event types); env stubs, fake timers and
// process listeners are undone in afterAll; no integration file uses vi.mock. `unit` too (its env changes and fake
// timers are undone in finally/afterEach): 38.6 s → 18.7 s, CPU 33 s → 14 s. `web` too (73 s → 21 s): its files share
// the libraries and the happy-dom window, but web/src/testing/setup.ts gives each file the app's own modules afresh
// (vi.resetModules: the notices' stores, the api client's auth binding, the offline sync) and, after it, a window as a
// new page has it (DOM, storage, viewport, URL, timers, stubs, fake-indexeddb's databases). Checked in shuffled file
// orders (--sequence.shuffle.files). `e2e` too, on the same grounds as `int` (each file starts its own server, database
// and Chromium and closes them; browser-clock.ts's registry is keyed by the server's random port and forgotten at
// close): it imported the whole app again per file, about 6 s of a browser file on the 2-core machine.
const integration = ['tests/**/*.int.test.ts', 'tests/**/*.api.test.ts', 'services/**/*.int.test.ts', 'events/**/*.int.test.ts', 'projections/**/*.int.test.ts', 'db/**/*.int.test.ts'];

// Levels live in file names: .unit (no I/O), .int/.api (real database), .e2e (real Chromium).
// `.pg.int` / `.pg.api` files need several sessions of a real PostgreSQL and skip the PGlite pass.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on the 2-core CI, which left a core
    // idle, since an integration file is one JS thread waiting on PostgreSQL (another process) or running PGlite.
    // At least two files at a time; every file has its own database, so they do not meet. The browser tests too:
    // each starts its own server on a free port and its own Chromium. Run one at a time (fileParallelism: false),
    // vitest kept them for a group of their own after every other file, where a browser test mostly waits on
    // Chromium and the second core idled: 790 s → 677 s for the whole run on the 2-core machine.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          isolate: false,
          include: ['domain/**/*.unit.test.ts', 'db/**/*.unit.test.ts', 'services/**/*.unit.test.ts', 'events/**/*.unit.test.ts', 'projections/**/*.unit.test.ts', 'tests/**/*.unit.test.ts', 'bench/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          isolate: false,
          include: ['web/src/**/*.unit.test.{ts,tsx}'],
          environment: 'happy-dom',
          // A screen test renders the whole app in happy-dom: 1–2 s alone, past vitest's 5 s default once on a CI
          // machine saturated by the integration files running beside it.
          testTimeout: 15_000,
          setupFiles: ['web/src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'int',
          include: integration,
          isolate: false,
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'int-pglite',
          include: integration,
          isolate: false,
          exclude: ['**/*.pg.int.test.ts', '**/*.pg.api.test.ts', '**/node_modules/**'],
          env: { TEST_DB: 'pglite' },
          globalSetup: ['tests/support/global-setup-pglite.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          isolate: false,
          globalSetup: ['tests/support/global-setup.ts'],
          // expect.poll gives up after 1 s by default: a push shown by the worker or a list refetched over the socket
          // took longer than that on a loaded CI machine (offline.e2e's push failed there, passing alone). Playwright's
          // own waits allow 30 s; a poll that fails for real still fails, only later.
          expect: { poll: { timeout: 15_000 } },
          // A hang detector, not a measure: on a slow 2-core machine, beside the other files, the longest
          // browser tests took 45–50 s of the 60 s they had (30 s when the machine was faster).
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
