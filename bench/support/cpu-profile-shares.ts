import { Session } from 'node:inspector/promises';

/** A V8 CPU profile as the inspector returns it (the `.cpuprofile` format). */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

// Stopping the profiler is sampled too; those samples are left out.
const PROFILER = 'the profiler itself';

/** Where a booking request's time can go, by the file (or V8 pseudo-frame) a sample's stack passes through. */
const CONCERNS: { name: string; matches: RegExp }[] = [
  { name: PROFILER, matches: /bench\/support\/cpu-profile-shares|node:inspector/ },
  { name: 'auth (session verification)', matches: /platform\/auth\// },
  { name: 'CSRF check', matches: /csrf\.plugin/ },
  { name: 'security headers', matches: /security-headers\.plugin/ },
  { name: 'no-store header', matches: /no-store\.plugin/ },
  { name: 'input policy', matches: /input-policy/ },
  { name: 'compression', matches: /@fastify\/compress|node:zlib/ },
  { name: 'rate limit', matches: /@fastify\/rate-limit/ },
  { name: 'ops metrics', matches: /platform\/ops\/|prom-client/ },
  { name: 'realtime hooks and push', matches: /platform\/realtime\/|@fastify\/websocket|\/ws\/lib/ },
  { name: 'logging', matches: /pino|request-log/ },
  { name: 'problem answers', matches: /http\/errors\.plugin|http\/problem/ },
  { name: 'idempotency and command context', matches: /platform\/deps|idempotency|command-log/ },
  { name: 'sequencer', matches: /store\/sequencer/ },
  { name: 'the command (pipeline, store, projections)', matches: /platform\/commands\/|\/events\/|\/projections\/|services\/booking\/|\/domain\// },
  { name: 'the minimal service\'s handler', matches: /bench\/support\/minimal-booking-service/ },
  { name: 'the plain-CRUD handler', matches: /bench\/support\/crud-booking/ },
  { name: 'load generator (bench client)', matches: /_http_client|_http_agent|bench\/support\/(json-client|load)\./ },
];

/** Where a sample falls when no concern's file is on its stack: by the library its innermost frame is in. */
const LIBRARIES: { name: string; matches: RegExp }[] = [
  { name: 'schema validation and serialization (ajv, fast-json-stringify)', matches: /ajv|fast-json-stringify|fast-uri|secure-json-parse/ },
  { name: 'database driver (pg, kysely, pipelined driver)', matches: /node_modules\/(pg|pg-protocol|pg-pool|kysely)\/|db\/pipelined-driver|db\/database/ },
  { name: 'fastify core (routing, hooks, reply)', matches: /node_modules\/(fastify|find-my-way|avvio|fastify-plugin|@fastify\/(?!compress|rate-limit|websocket))/ },
];

const PSEUDO_FRAMES: Record<string, string> = { '(garbage collector)': 'garbage collection', '(idle)': 'idle', '(program)': 'V8 and native (program)' };

const NODE = 'node http server, sockets and timers';

const FASTIFY_DISPATCH = /node_modules\/fastify\/lib\//;

/** Starts sampling this process (every `intervalUs`); the returned function stops and hands back the profile. */
export async function startProfiling(intervalUs = 250): Promise<() => Promise<CpuProfile>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: intervalUs });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    return profile as unknown as CpuProfile;
  };
}

/**
 * Each sample's time goes to the innermost concern on its stack (a session lookup's Kysely work is the auth hook's),
 * else to the library of its innermost frame with a file, else 'other'. The walk up the stack stops at Fastify's own
 * frames: hooks that call `done()` at once run the rest of the request inside their frame, so what lies above the
 * framework's dispatch says nothing about the sample. Work resumed from the network (parsing a query's answer) has
 * no caller on its stack: the database driver's row holds every query's parsing, whoever sent it.
 */
export function profileShares(profile: CpuProfile): { name: string; ms: number; share: number }[] {
  const parent = new Map<number, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const categoryOf = new Map<number, string>();
  const classify = (leaf: number): string => {
    const pseudo = byId.get(leaf)!.callFrame;
    if (!pseudo.url && /^\((garbage collector|idle|program)\)$/.test(pseudo.functionName)) return PSEUDO_FRAMES[pseudo.functionName]!;
    let library: string | undefined;
    let node: string | undefined;
    for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
      const { url } = byId.get(id)!.callFrame;
      if (!url) continue;
      const concern = CONCERNS.find((c) => c.matches.test(url));
      if (concern) return concern.name;
      // Node's own frames (a socket write) count for whichever library called them.
      if (url.startsWith('node:')) node ??= NODE;
      else library ??= LIBRARIES.find((l) => l.matches.test(url))?.name ?? (url.includes('node_modules') ? 'other libraries' : undefined);
      if (FASTIFY_DISPATCH.test(url)) break;
    }
    return library ?? node ?? 'other';
  };
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    let category = categoryOf.get(id);
    if (category === undefined) categoryOf.set(id, (category = classify(id)));
    totals.set(category, (totals.get(category) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  totals.delete(PROFILER);
  const busy = [...totals].filter(([name]) => name !== 'idle').reduce((sum, [, ms]) => sum + ms, 0);
  return [...totals]
    .map(([name, ms]) => ({ name, ms, share: name === 'idle' ? 0 : ms / busy }))
    .sort((a, b) => b.ms - a.ms);
}

export function printShares(title: string, shares: ReturnType<typeof profileShares>, perOp: number): void {
  console.log(`\n${title}`);
  console.log(`${'where'.padEnd(66)}${'share'.padStart(8)}${'µs/op'.padStart(9)}`);
  for (const { name, ms, share } of shares) {
    const pct = name === 'idle' ? '' : `${(share * 100).toFixed(1)}%`;
    console.log(`${name.padEnd(66)}${pct.padStart(8)}${((ms * 1000) / perOp).toFixed(1).padStart(9)}`);
  }
}
