import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceHash as hashOf } from '../../scripts/build-web.mjs';
const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };

describe('npm start builds the web app only when its sources changed', () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };

  it('hashes the contents of the sources, so a touch or a checkout keeps the build and an edit redoes it', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulso-web-hash-'));
    write('web/src/main.tsx', 'export {};');
    write('web/index.html', '<!doctype html>');
    write('package-lock.json', '{}');
    const first = hashOf(dir);
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(dir, 'web/src/main.tsx'), later, later);
    expect(hashOf(dir)).toBe(first);
    write('web/src/main.tsx', 'export const x = 1;');
    const edited = hashOf(dir);
    expect(edited).not.toBe(first);
    write('web/src/other.tsx', '');
    expect(hashOf(dir)).not.toBe(edited); // a new file counts
    write('web/dist/index.html', 'built output');
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(hashOf(dir)).not.toBe(edited); // so does a dependency change
  });

  it('is what npm start runs, and the server then replaces the shell (npm\'s SIGTERM reaches it, nothing is orphaned)', () => {
    // Without `exec`, npm signals the `sh -c` in between, which dies and leaves the server running on its own.
    expect(scripts.start).toBe('node scripts/build-web.mjs --if-changed && exec node --import tsx services/server.ts');
    expect(scripts['build:web']).toBe('node scripts/build-web.mjs');
  });
});
