import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TopicRoute } from '../../projections/changefeed/topics';
import type { Projector } from '../../projections/runner/projection';
import type { DemoSeeder } from '../../services/demo/seeder';
import { asyncProcessors, demoSeeders, features, inlineProjectors } from '../../services/features';
import { fixedClock } from '../../domain/time/clock';

// Explicit wiring: every feature exports one module and services/features.ts lists them; nothing
// registers itself when imported. These checks fail when a projector, topic route or seeder is written but left
// out of the list, or when a module goes back to registering by import side effect.

const root = path.resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = ['services', 'projections', 'events', 'db', 'domain', 'contract', 'web/src'];

function sourceFiles(dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { recursive: true, encoding: 'utf8' })
    // Type declarations (styled-components' theme augmentation) hold no code.
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => path.join(dir, f));
}

const filesMatching = (dir: string, suffix: string) => sourceFiles(dir).filter((f) => f.endsWith(suffix));
const exportsOf = async (file: string): Promise<unknown[]> => Object.values((await import(path.join(root, file))) as Record<string, unknown>);

const isProjector = (value: unknown): value is Projector =>
  typeof value === 'object' && value !== null && 'apply' in value && 'handles' in value && 'tables' in value;
const isTopicRoutes = (value: unknown): value is TopicRoute[] =>
  Array.isArray(value) && value.length > 0 && value.every((r) => typeof r === 'object' && r !== null && 'events' in r && typeof r.topics === 'function');
const isSeeder = (value: unknown): value is DemoSeeder =>
  typeof value === 'object' && value !== null && typeof (value as DemoSeeder).run === 'function' && typeof (value as DemoSeeder).order === 'number';

describe('the features list (services/features.ts)', () => {
  it('names each feature once', () => {
    const names = features.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('holds every feature module under services/', async () => {
    const listed = new Set(features);
    const modules = sourceFiles('services').filter((f) => /^services\/[^/]+\/index\.ts$/.test(f));
    expect(modules.length).toBeGreaterThan(0);
    for (const file of modules) {
      const exported = (await exportsOf(file)).filter((v) => typeof v === 'object' && v !== null && 'routes' in v && 'projectors' in v);
      expect(exported.length, file).toBe(1);
      expect(listed.has(exported[0] as (typeof features)[number]), file).toBe(true);
    }
  });

  it('holds every inline projector written under projections/', async () => {
    const listed = new Set(inlineProjectors());
    for (const file of filesMatching('projections', '.projector.ts')) {
      for (const value of (await exportsOf(file)).filter(isProjector)) expect(listed.has(value), `${value.name} (${file})`).toBe(true);
    }
  });

  it('holds every topic route written under projections/', async () => {
    const listed = new Set(features.flatMap((f) => f.topics));
    const files = filesMatching('projections', '.topics.ts');
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      for (const routes of (await exportsOf(file)).filter(isTopicRoutes)) {
        for (const route of routes) expect(listed.has(route), `${route.events.join(', ')} (${file})`).toBe(true);
      }
    }
  });

  it('holds every async processor and reactor, or the job that runs it', () => {
    const listed = asyncProcessors({ clock: fixedClock('2026-11-16T12:00:00-03:00'), studioTz: 'America/Argentina/Buenos_Aires' }).map((p) => p.name);
    // The push and email reactors run inside their features' jobs, which deliver right behind them (push-worker.ts, email-worker.ts).
    const byJob: Record<string, string> = { notifications: 'push-notifications@v1', email: 'email-notices@v1' };
    const runByJobs = features.flatMap((f) => (f.jobs?.length && byJob[f.name] ? [byJob[f.name]!] : []));
    const written = [...filesMatching('services', '.reactor.ts'), ...filesMatching('projections', '.projector.ts')].flatMap((file) =>
      [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/(?:name: |_PROCESSOR = )'([\w-]+@v\d+)'/g)].map((m) => m[1]!),
    );
    const asyncNames = written.filter((name) => !inlineProjectors().some((p) => p.name === name));
    expect(asyncNames.length).toBeGreaterThan(0);
    for (const name of asyncNames) expect([...listed, ...runByJobs], name).toContain(name);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('holds every demo seeder', async () => {
    const listed = new Set(demoSeeders());
    for (const file of filesMatching('services/demo', '.seed.ts')) {
      for (const value of (await exportsOf(file)).filter(isSeeder)) expect(listed.has(value), `${value.name} (${file})`).toBe(true);
    }
  });
});

describe('the web features list (web/src/app/features.ts)', () => {
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
  const modules = sourceFiles('web/src/features').filter((f) => f.endsWith('/feature.ts'));

  it('lists every feature module', () => {
    const list = read('web/src/app/features.ts');
    expect(modules.length).toBeGreaterThan(0);
    for (const file of modules) {
      const name = /export const (\w+Feature): WebFeature/.exec(read(file))?.[1];
      expect(name, file).toBeDefined();
      expect(list, `${name} (${file})`).toMatch(new RegExp(`\\b${name}\\b,`));
    }
  });

  it("hands every feature's topic handlers to its module", () => {
    const moduleText = modules.map((file) => [file.split('/')[3], read(file)] as const);
    const handlers = sourceFiles('web/src/features').flatMap((file) =>
      [...read(file).matchAll(/export const (\w+): TopicHandlers\b/g)].map((m) => ({ file, name: m[1]! })),
    );
    expect(handlers.length).toBeGreaterThan(0);
    for (const { file, name } of handlers) {
      const feature = file.split('/')[3];
      const own = moduleText.find(([f]) => f === feature)?.[1] ?? '';
      // The module's loader names it: `topicHandlers: () => import('./api/x-topics').then((m) => [m.xTopicHandlers])`.
      expect(own, `${name} (${file}) in features/${feature}/feature.ts`).toMatch(new RegExp(`topicHandlers:[\\s\\S]*\\.${name}\\b`));
    }
  });
});

describe('no registration by import side effect', () => {
  it('no source module is imported only for its side effects', () => {
    const offenders = SOURCE_DIRS.flatMap(sourceFiles).flatMap((file) =>
      fs.readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .filter((line) => /^import\s+['"][^'"]+['"];?\s*$/.test(line))
        .map((line) => `${file}: ${line}`),
    );
    expect(offenders).toEqual([]);
  });

  it('no module keeps a table that an exported register function fills', () => {
    // The shape the old wiring had (registerTopics, registerTopicHandler): `const x = new Map()` at the top of a
    // module, and `export function registerX(...)` adding to it whenever someone calls it.
    const offenders = SOURCE_DIRS.flatMap(sourceFiles).filter((file) => {
      const code = fs.readFileSync(path.join(root, file), 'utf8');
      return /^(?:const|let) \w+ = new (?:Map|Set)\b/m.test(code) && /^export (?:async )?(?:function|const) register[A-Z]/m.test(code);
    });
    expect(offenders).toEqual([]);
  });

  it('no module calls anything at its top level (registration at import), entry points aside', () => {
    // `defineEvents({...})` or `registerTopics([...], ...)` on a line of its own ran when the file was imported and
    // filled a table somewhere: the module exports its data instead, and a list composes it.
    const entryPoints = new Set(['services/server.ts', 'web/src/main.tsx', 'web/src/sw/sw.ts', 'web/src/testing/setup.ts']);
    // node-postgres type parsers: driver configuration for the whole process, set where the handle is opened.
    const driverSetup = new Set(['db/database.ts']);
    const offenders = SOURCE_DIRS.flatMap(sourceFiles)
      .filter((file) => !entryPoints.has(file) && !driverSetup.has(file) && !file.endsWith('.cli.ts'))
      .flatMap((file) =>
        fs.readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .filter((line) => /^(?:void |await )?[A-Za-z_$][\w$]*(?:\.[\w$]+)*\(/.test(line))
          .filter((line) => !/^(?:if|for|while|switch|return|function|async|export|import|const|let|var|type|interface|class)\b/.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
