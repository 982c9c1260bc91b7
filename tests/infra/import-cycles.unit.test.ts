import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, scannedImports, type Import } from '../support/source-imports';

// No module of the server or the web app imports itself back through others at run time. A cycle loads half-built
// modules (a list read before it was filled, a class undefined at its first use) and ties every module on it
// together: loading one loads them all. Type-only imports are erased at build time and load nothing, and a dynamic
// `import()` loads its module when it is called, after every module on the way has loaded (a lazy screen), so
// neither closes a cycle.

type Graph = ReadonlyMap<string, readonly string[]>;

/** The file a relative import loads: `x.ts`, `x.tsx`, or the folder's index. */
function resolved(target: string, exists: (file: string) => boolean): string | undefined {
  return [`${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`, target].find(exists);
}

function runtimeGraph(imports: readonly Import[], exists: (file: string) => boolean): Graph {
  const graph = new Map<string, string[]>();
  for (const i of imports) {
    if (!graph.has(i.file)) graph.set(i.file, []);
    if (i.typeOnly || i.dynamic || !i.relative) continue;
    const to = resolved(i.target, exists);
    if (to) graph.get(i.file)!.push(to);
  }
  return graph;
}

/**
 * Every cycle's modules (the strongly connected components of more than one module, or one that imports itself,
 * Tarjan's algorithm), each given as one path around it: `a → b → c → a`.
 */
export function importCycles(graph: Graph): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[] = [];
  let next = 0;
  const connect = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = new Set<string>();
    for (let w = stack.pop()!; ; w = stack.pop()!) {
      onStack.delete(w);
      component.add(w);
      if (w === v) break;
    }
    if (component.size > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(`${component.size} modules: ${pathAround(graph, component, v).join(' → ')}`);
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v);
  return cycles;
}

/** One way from `start` back to itself inside its component (breadth-first, so the shortest). */
function pathAround(graph: Graph, component: ReadonlySet<string>, start: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!component.has(w)) continue;
      if (w === start) {
        const way: string[] = [];
        for (let at = v; at !== start; at = cameFrom.get(at)!) way.unshift(at);
        return [start, ...way, start];
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}

const onDisk = (file: string) => fs.existsSync(path.join(ROOT, file)) && fs.statSync(path.join(ROOT, file)).isFile();

describe('import cycles', () => {
  const graph = runtimeGraph(scannedImports(), onDisk);

  it('follows the run-time imports of the whole server and web app', () => {
    expect(graph.size).toBeGreaterThan(500);
    expect(graph.get('services/app.ts')).toContain('services/features.ts');
    expect(graph.get('services/booking/booking.commands.ts')).toContain('services/platform/commands/run-command.ts');
  });

  it('no module imports itself back through others', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('reports a planted cycle, and leaves type-only imports and chains without one alone', () => {
    const planted = new Map([
      ['services/app.ts', ['services/features.ts']],
      ['services/features.ts', ['services/booking/index.ts']],
      ['services/booking/index.ts', ['services/booking/booking.commands.ts']],
      ['services/booking/booking.commands.ts', ['services/features.ts', 'db/database.ts']],
      ['db/database.ts', []],
      ['web/src/lib/a.ts', ['web/src/lib/a.ts']],
    ]);
    expect(importCycles(planted)).toEqual([
      '3 modules: services/features.ts → services/booking/index.ts → services/booking/booking.commands.ts → services/features.ts',
      '1 modules: web/src/lib/a.ts → web/src/lib/a.ts',
    ]);
    const files = new Set(['db/database.ts', 'events/store/append.ts']);
    const typeOnly: Import[] = [
      { file: 'db/database.ts', target: 'events/store/append', relative: true, typeOnly: true, dynamic: false },
      { file: 'events/store/append.ts', target: 'db/database', relative: true, typeOnly: false, dynamic: false },
    ];
    expect(importCycles(runtimeGraph(typeOnly, (f) => files.has(f)))).toEqual([]);
    expect(importCycles(runtimeGraph([...typeOnly, { ...typeOnly[0]!, typeOnly: false, dynamic: true }], (f) => files.has(f)))).toEqual([]);
    expect(importCycles(runtimeGraph([...typeOnly, { ...typeOnly[0]!, typeOnly: false }], (f) => files.has(f)))).toEqual([
      '2 modules: db/database.ts → events/store/append.ts → db/database.ts',
    ]);
  });
});
