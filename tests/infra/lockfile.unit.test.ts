import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockPackage {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockPackage> };
const packageJson = JSON.parse(fs.readFileSync('package.json', 'utf8')) as LockPackage;

/** Where Node (and npm) would find `name` from the package at `from`: its own node_modules, then each parent's. */
function resolves(from: string, name: string): boolean {
  let dir = from;
  for (;;) {
    if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut < 0 ? '' : dir.slice(0, cut);
  }
}

describe('package-lock.json', () => {
  // `npm ci` refuses a lock where a package's (optional) dependency has no entry. That happens when the
  // registry here lacks a platform binary (oxlint's non-linux bindings): `npm install` skips it silently.
  it('has an entry for every dependency it declares, so `npm ci` accepts it', () => {
    const missing: string[] = [];
    for (const [at, pkg] of Object.entries(lock.packages)) {
      const deps = { ...pkg.dependencies, ...pkg.optionalDependencies, ...(at === '' ? pkg.devDependencies : {}) };
      for (const name of Object.keys(deps)) if (!resolves(at, name)) missing.push(`${at || '(root)'} → ${name}`);
    }
    expect(missing, 'trim these from the lock (or install them) so `npm ci` works on a clean clone').toEqual([]);
  });

  it('lists what package.json asks for', () => {
    const root = lock.packages['']!;
    expect(root.dependencies).toEqual(packageJson.dependencies);
    expect(root.devDependencies).toEqual(packageJson.devDependencies);
  });
});
