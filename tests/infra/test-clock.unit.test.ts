import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// "Now" in a test comes from one injected clock, fixed: TEST_NOW (tests/support/test-clock.ts) unless the test picks
// its own instant. A test that read the machine's clock passed or failed with the day it ran: "this month" was empty
// on the 1st, a class two days ahead fell past a package's month from the 29th on, Sunday had no class to book.

const root = path.resolve(import.meta.dirname, '../..');
const TEST_DIRS = ['tests', 'services', 'projections', 'events', 'domain', 'db', 'web/src'];

/** Test files anywhere, and every file of tests/ (support, fixtures): what a test runs. */
function testSources(): string[] {
  return TEST_DIRS.flatMap((dir) => fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.includes('node_modules') && (dir === 'tests' || /\.test\.tsx?$/.test(f)))
    .map((f) => path.join(dir, f)));
}

// Where the wall clock is the point, not the studio's day: Svix signs and checks a delivery's timestamp against the
// real time, and the web build compares files' modification times, which the file system stamps.
const WALL_CLOCK_ALLOWED: Record<string, string> = {
  'tests/support/clerk-webhook.ts': 'Svix checks the timestamp against the wall clock',
  'tests/api/account-clerk-webhook.api.test.ts': 'a delivery older than Svix tolerates, by the wall clock',
  'tests/infra/build-web.unit.test.ts': "a source file newer than the build, by the file system's clock",
};

const MACHINE_NOW = [/new Date\(\)/, /new Date\(Date\.now\(\)/, /\bsystemClock\b/];

/** The text of a call's arguments, from just after its "(" to the ")" that closes it. */
function callArguments(source: string, start: number): string {
  let depth = 1;
  for (let i = start; i < source.length; i += 1) {
    if (source[i] === '(') depth += 1;
    if (source[i] === ')' && (depth -= 1) === 0) return source.slice(start, i);
  }
  return source.slice(start);
}

describe('tests live on a fixed clock', () => {
  it('reads no date off the machine: new Date() and systemClock only where the wall clock is the point', () => {
    const offenders = testSources()
      .filter((file) => file !== 'tests/infra/test-clock.unit.test.ts' && !(file in WALL_CLOCK_ALLOWED))
      .flatMap((file) => fs.readFileSync(path.join(root, file), 'utf8').split('\n')
        .flatMap((line, i) => (MACHINE_NOW.some((re) => re.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [])));
    expect(offenders).toEqual([]);
  });

  it('gives every app a test builds a clock (buildApp would fall back to the system clock)', () => {
    const calls = testSources().flatMap((file) => {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      return [...source.matchAll(/\bbuildApp\(/g)].map((m) => ({ file, args: callArguments(source, m.index + m[0].length) }));
    });
    expect(calls.length).toBeGreaterThan(2);
    expect(calls.filter((c) => !/\bclock\b/.test(c.args)).map((c) => c.file)).toEqual([]);
  });

  it('checks the files it allows: each still reads the wall clock', () => {
    for (const file of Object.keys(WALL_CLOCK_ALLOWED)) {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      expect(MACHINE_NOW.some((re) => re.test(source)), file).toBe(true);
    }
  });
});
