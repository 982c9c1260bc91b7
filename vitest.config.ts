import os from 'node:os';
import { defineConfig } from 'vitest/config';

const integration = ['tests/**/*.int.test.ts', 'tests/**/*.api.test.ts', 'services/**/*.int.test.ts', 'events/**/*.int.test.ts', 'projections/**/*.int.test.ts', 'db/**/*.int.test.ts'];

// Levels live in file names: .unit (no I/O), .int/.api (real database), .e2e (real Chromium).
// `.pg.int` / `.pg.api` files need several sessions of a real PostgreSQL and skip the PGlite pass.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on the 2-core CI, which left a core
    // idle, since an integration file is one JS thread waiting on PostgreSQL (another process) or running PGlite.
    // At least two files at a time; every file has its own database, so they do not meet. The browser tests
    // still run one file at a time (fileParallelism: false below).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.unit.test.ts', 'db/**/*.unit.test.ts', 'services/**/*.unit.test.ts', 'events/**/*.unit.test.ts', 'projections/**/*.unit.test.ts', 'tests/**/*.unit.test.ts', 'bench/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.unit.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['web/src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'int',
          include: integration,
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'int-pglite',
          include: integration,
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
          globalSetup: ['tests/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
