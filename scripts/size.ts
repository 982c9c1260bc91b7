// `npm run size`: what each screen costs a phone to load, gzipped, from the built web app (web/dist), next to the
// budget. Exits 1 when the member's first load (the entry chunk and everything it loads before rendering) is over
// budget, so CI fails on it. Run after `npm run build:web`.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(process.env.WEB_DIST ?? 'web/dist');
// A member on a phone in the gym should not download the admin screens. Every screen still costs the first load its
// route (path, loader, the chunks it preloads: about 0,1 kB), which is why the budget moves, a kB at a time, when a
// screen is added with everything else of it loaded on demand (171: Mi progreso and the coach's view of it).
const FIRST_LOAD_BUDGET_KB = 171;

const gzKb = (file: string) => gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024;

/** Static imports of a chunk, as Vite writes them in minified ES modules (`from"./x.js"`, `import"./x.js"`). */
function staticImports(file: string): string[] {
  const code = fs.readFileSync(path.join(DIST, file), 'utf8');
  const found = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([^"']+\.js)["']/g)].map((m) => `assets/${m[1]}`);
  return [...new Set(found)];
}

/** A chunk and every chunk it imports statically, transitively: what must load before it runs. */
function closure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const next of staticImports(entry)) closure(next, seen);
  return seen;
}

const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gzKb(f), 0);

function main(): number {
  const index = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const entries = [...index.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  if (entries.length === 0) throw new Error(`no entry script in ${DIST}/index.html: run npm run build:web first`);
  const firstLoad = new Set(entries.flatMap((e) => [...closure(e)]));
  const firstLoadKb = sum(firstLoad);

  const chunks = fs.readdirSync(path.join(DIST, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
  const lazy = chunks.filter((c) => !firstLoad.has(c));
  const rows = lazy
    .map((chunk) => {
      const extra = [...closure(chunk)].filter((c) => !firstLoad.has(c));
      return { name: chunk.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, ''), own: gzKb(chunk), withImports: sum(extra) };
    })
    .sort((a, b) => b.withImports - a.withImports);

  console.log(`Primera carga del socio: ${firstLoadKb.toFixed(1)} kB gzip (presupuesto ${FIRST_LOAD_BUDGET_KB} kB) en ${firstLoad.size} archivos`);
  console.log('\nPantallas que se cargan al abrirlas (kB gzip: propio / con lo que importa además de la primera carga):');
  for (const row of rows) console.log(`  ${row.name.padEnd(36)} ${row.own.toFixed(1).padStart(6)} / ${row.withImports.toFixed(1).padStart(6)}`);
  if (firstLoadKb > FIRST_LOAD_BUDGET_KB) {
    console.error(`\nLa primera carga supera el presupuesto por ${(firstLoadKb - FIRST_LOAD_BUDGET_KB).toFixed(1)} kB.`);
    return 1;
  }
  return 0;
}

process.exit(main());
