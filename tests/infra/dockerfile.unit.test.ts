import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The Dockerfile's instructions, continuation lines joined; only the final stage's (the image that runs). */
function runtimeStage(dockerfile = fs.readFileSync('Dockerfile', 'utf8')): { instruction: string; args: string }[] {
  const lines = dockerfile.replace(/\\\n\s*/g, ' ').split('\n');
  const instructions = lines.filter((l) => /^[A-Z]+\s/.test(l)).map((l) => ({ instruction: l.split(/\s/)[0]!, args: l.slice(l.indexOf(' ') + 1).trim() }));
  const lastFrom = instructions.map((i) => i.instruction).lastIndexOf('FROM');
  return instructions.slice(lastFrom);
}

/** Every repository file a process started from `entry` loads: its relative imports, static and dynamic, followed. */
function filesLoadedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.join(path.dirname(file), fileName);
      const resolved = [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
      if (!resolved) throw new Error(`${file} imports ${fileName}, which does not resolve`);
      pending.push(resolved);
    }
  }
  return seen;
}

/** What the image runs: the server, and the operator scripts package.json starts with tsx (backup, restore, rebuild). */
function entryPoints(): string[] {
  const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
  const operatorScripts = Object.values(scripts).flatMap((command) => [...command.matchAll(/\btsx (scripts\/\S+\.ts)\b/g)].map((m) => m[1]!));
  return ['services/server.ts', ...operatorScripts];
}

/** Top-level folders the final stage copies from the build context (`COPY <dir> <dir>`); `COPY . .` copies them all. */
function copiedFolders(stage: ReturnType<typeof runtimeStage>): Set<string> | 'everything' {
  const copies = stage.filter((i) => i.instruction === 'COPY' && !i.args.startsWith('--from'));
  if (copies.some((c) => /^\.\s+\.?\/?$/.test(c.args.replace(/\s+/g, ' ')))) return 'everything';
  return new Set(copies.flatMap((c) => c.args.split(/\s+/).slice(0, -1)).map((source) => source.replace(/\/$/, '')));
}

function missingFolders(dockerfile: string): string[] {
  const copied = copiedFolders(runtimeStage(dockerfile));
  if (copied === 'everything') return [];
  const needed = new Set(entryPoints().flatMap((entry) => [...filesLoadedFrom(entry)]).map((file) => file.split(path.sep)[0]!));
  return [...needed].filter((folder) => !copied.has(folder)).sort();
}

describe('Dockerfile', () => {
  const stage = runtimeStage();
  const last = (name: string) => stage.filter((i) => i.instruction === name).at(-1)?.args;

  it('copies every folder the server and the operator scripts load into the image that runs', () => {
    const loaded = new Set(entryPoints().flatMap((entry) => [...filesLoadedFrom(entry)]));
    expect(loaded.size).toBeGreaterThan(100); // the walk follows the imports, not just the entry files
    expect(missingFolders(fs.readFileSync('Dockerfile', 'utf8'))).toEqual([]);
  });

  it('is caught when its last stage misses a folder the server loads', () => {
    const withoutDb = fs.readFileSync('Dockerfile', 'utf8').replace(/^COPY db db\n/m, '');
    expect(missingFolders(withoutDb)).toEqual(['db']);
  });

  it('keeps no loaded file out of the build context (.dockerignore)', () => {
    const ignored = fs.readFileSync('.dockerignore', 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
    const nameGlob = (glob: string) => new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*')}$`);
    const matches = (file: string, pattern: string) =>
      pattern.startsWith('**/') ? nameGlob(pattern.slice(3)).test(path.basename(file)) : file === pattern || file.startsWith(`${pattern}/`);
    const loaded = entryPoints().flatMap((entry) => [...filesLoadedFrom(entry)]);
    expect(loaded.filter((file) => ignored.some((pattern) => matches(file, pattern)))).toEqual([]);
  });

  it('takes its base image as a build argument, the official Node 20 image by default', () => {
    const dockerfile = fs.readFileSync('Dockerfile', 'utf8');
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20[\w.-]*$/m);
    const froms = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    expect(froms.every((image) => image === '${NODE_IMAGE}' || /^(deps|build)$/.test(image!))).toBe(true);
  });

  it('runs node itself as the main process, as a user that is not root, so SIGTERM reaches the server and it drains', () => {
    const cmd = JSON.parse(last('CMD')!) as string[]; // exec form: no shell in between either
    expect(cmd[0]).toBe('node');
    expect(cmd.join(' ')).toMatch(/^node (--import tsx services\/server\.ts|.*\.js)$/);
    expect(stage.some((i) => i.instruction === 'ENTRYPOINT')).toBe(false);
    expect(last('STOPSIGNAL') ?? 'SIGTERM').toBe('SIGTERM');
    expect(last('USER')).toBe('node');
  });

  it('reports its health from GET /api/ready', () => {
    const healthcheck = last('HEALTHCHECK')!;
    expect(healthcheck).toMatch(/^--interval=\S+ --timeout=\S+ --start-period=\S+ --retries=\d+\s+CMD \[/);
    const cmd = JSON.parse(healthcheck.slice(healthcheck.indexOf('CMD ') + 4)) as string[];
    expect(cmd[0]).toBe('node');
    expect(cmd.join(' ')).toContain('/api/ready');
  });
});
