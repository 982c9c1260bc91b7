import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD_HASH_PARAMS, hashPassword, needsRehash, setPasswordHashCostForTests } from '../../services/platform/auth/password';

// The test builders hash passwords at a cheap scrypt cost (tests/support/password-cost.ts). This file keeps that
// from leaking into the product: the real cost is OWASP's, nothing outside the tests lowers it, and the lever
// refuses to work outside vitest. tests/api/account-password.api.test.ts checks the cost through the real routes.
const ROOT = path.resolve(import.meta.dirname, '../..');
const APP_CODE = ['contract', 'db', 'domain', 'events', 'projections', 'services', 'migrations', 'scripts', 'web/src'];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(path.join(ROOT, dir))) return [];
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.[cm]?[tj]sx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

describe('password hashing cost', () => {
  afterEach(() => setPasswordHashCostForTests(undefined));

  it('is scrypt N=2^17, r=8, p=1 unless a test lowers it', async () => {
    expect(PASSWORD_HASH_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    expect((await hashPassword('remo en el delta')).split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
  });

  it('is lowered by nothing but the tests: no app, script or web file names the test lever', () => {
    const callers = APP_CODE.flatMap(sourceFiles).filter((file) => fs.readFileSync(path.join(ROOT, file), 'utf8').includes('setPasswordHashCostForTests'));
    expect(callers).toEqual(['services/platform/auth/password.ts']);
  });

  it('refuses to lower it outside vitest', () => {
    const vitest = process.env.VITEST;
    delete process.env.VITEST;
    try {
      expect(() => setPasswordHashCostForTests(1024)).toThrow(/test suite only/);
    } finally {
      process.env.VITEST = vitest;
    }
    expect(needsRehash(['scrypt', 131072, 8, 1, 'c2FsdA', 'a2V5'].join('$'))).toBe(false);
  });

  it('goes back to the production cost when a test restores it', async () => {
    setPasswordHashCostForTests(1024);
    expect((await hashPassword('remo en el delta')).split('$')[1]).toBe('1024');
    setPasswordHashCostForTests(undefined);
    expect(needsRehash(['scrypt', 1024, 8, 1, 'c2FsdA', 'a2V5'].join('$'))).toBe(true);
  });
});
