import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The Docker image installs `npm ci --omit=dev` and runs these folders with tsx.
const RUNTIME_DIRS = ['contract', 'db', 'domain', 'services', 'events', 'projections', 'migrations'];
// Test helpers that live beside the code they serve (the decider spec helper imports vitest). They are
// allowed dev dependencies only because nothing but test files imports them, which the last test checks.
const TEST_HELPERS = ['events/framework/decider-spec.ts'];
const { dependencies } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !TEST_HELPERS.includes(full) ? [full] : [];
  });
}

/** Packages a file loads at run time (type-only imports are erased, so they do not count). */
function runtimePackages(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm),
    ...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g),
  ].map((m) => m[1]!);
  return specifiers
    .filter((s) => !s.startsWith('.') && !s.startsWith('node:') && !builtinModules.includes(s.split('/')[0]!))
    .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!));
}

describe('server runtime dependencies', () => {
  it('loads only packages listed in dependencies (the production image has no devDependencies)', () => {
    const offenders = RUNTIME_DIRS.flatMap(sourceFiles).flatMap((file) =>
      runtimePackages(fs.readFileSync(file, 'utf8'))
        .filter((pkg) => !(pkg in dependencies))
        .map((pkg) => `${file}: ${pkg}`),
    );
    expect(offenders).toEqual([]);
  });

  it('sees a devDependency imported at run time', () => {
    expect(runtimePackages("import { x } from 'vitest';\nimport type { Y } from 'ajv';\nconst m = await import('yaml/util');")).toEqual(['vitest', 'yaml']);
  });

  it('keeps the test helpers out of run-time code: only test files import them', () => {
    const importers = RUNTIME_DIRS.flatMap(sourceFiles).filter((file) =>
      TEST_HELPERS.some((helper) => fs.readFileSync(file, 'utf8').includes(`/${path.basename(helper, '.ts')}'`)),
    );
    expect(importers).toEqual([]);
  });
});
