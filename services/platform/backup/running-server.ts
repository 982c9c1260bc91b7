import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../../config';

const PROBE_MS = 1000;

/** Where this machine would reach the configured server: a wildcard address is reached on loopback. */
function healthUrl(config: Pick<Config, 'host' | 'port'>): string {
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host === '::' ? '::1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}/api/health`;
}

/**
 * Why the studio looks in use, or undefined. Cheap signs only: a Pulso answering GET /api/health on the
 * configured HOST and PORT; the embedded database's postmaster.pid (PGlite writes it on open and removes it on
 * a clean close, and two processes on one data folder corrupt it); with `sessions`, other connections to the
 * PostgreSQL database (the server keeps a pool and a LISTEN open).
 */
export async function studioInUse(config: Pick<Config, 'host' | 'port' | 'databaseUrl' | 'dataDir'>, opts: { sessions: boolean }): Promise<string | undefined> {
  if (config.port !== 0) {
    const url = healthUrl(config);
    const answer = await fetch(url, { signal: AbortSignal.timeout(PROBE_MS) }).then(
      async (res) => res.ok && ((await res.json()) as { status?: string }).status === 'ok',
      () => false,
    );
    if (answer) return `un servidor de Pulso responde en ${url.replace('/api/health', '')}`;
  }
  if (!config.databaseUrl) {
    const pid = path.join(config.dataDir, 'pglite', 'postmaster.pid');
    if (fs.existsSync(pid)) {
      return `la base embebida de ${config.dataDir} está abierta por otro proceso (${pid} existe; si no hay ninguno, el último se cortó sin cerrarla: inicia el servidor y detenlo una vez)`;
    }
  } else if (opts.sessions) {
    const others = await otherSessions(config.databaseUrl);
    if (others > 0) return `hay ${others} conexión(es) más abiertas a la base de datos`;
  }
  return undefined;
}

async function otherSessions(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}
