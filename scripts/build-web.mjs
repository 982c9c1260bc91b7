#!/usr/bin/env node
// Builds the web app into web/dist and stamps the build with a hash of everything it was built from.
// `--if-changed` (what `npm start` runs) skips the build when web/dist holds a build of these same sources,
// so a restart costs a few milliseconds of hashing instead of a full Vite build.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'web/dist');
const stampFile = path.join(dist, '.build-stamp');

// What the bundle is made of. A new folder the web app imports from must be added here.
const INPUTS = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'];

function filesUnder(base, relative) {
  const full = path.join(base, relative);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs.readdirSync(full).sort().flatMap((name) => filesUnder(base, path.join(relative, name)));
}

/** Content hash of every input file, with its path (a rename is a change) and the Vite mode. */
export function sourceHash(base = root) {
  const hash = createHash('sha256');
  hash.update(`NODE_ENV=${process.env.NODE_ENV ?? ''}\n`);
  for (const file of INPUTS.flatMap((input) => filesUnder(base, input))) {
    hash.update(`${file.split(path.sep).join('/')}\n`);
    hash.update(fs.readFileSync(path.join(base, file)));
  }
  return hash.digest('hex');
}

function main() {
  const onlyIfChanged = process.argv.includes('--if-changed');
  const hash = sourceHash();
  const built = fs.existsSync(path.join(dist, 'index.html')) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8').trim() === hash;
  if (onlyIfChanged && built) {
    console.log('web: sin cambios desde la última compilación, se usa web/dist');
    return;
  }
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--config', 'web/vite.config.ts'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stampFile, `${hash}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
