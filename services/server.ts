import os from 'node:os';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { buildApp } from './app';
import { isConnectionLost } from '../db/connection-errors';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { MigrationError, migrateToLatest } from '../db/migrate';
import { startBackgroundWork } from './background';

/** The only place that listens: open the database, migrate, seed, start projectors, serve. */
async function main(): Promise<void> {
  // Until the server can drain, a stop signal just ends the process. Node as a container's PID 1 would
  // otherwise ignore SIGTERM while it waits for the database (the kernel drops default-handled signals there).
  const stopEarly = (signal: NodeJS.Signals) => process.exit(128 + (os.constants.signals[signal] ?? 15));
  process.on('SIGINT', stopEarly);
  process.on('SIGTERM', stopEarly);
  loadDotEnv();
  const config = loadConfig();
  let log: Pick<FastifyBaseLogger, 'warn'> | undefined; // the app's, once it exists
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: (message, err) => (log ? log.warn({ err }, message) : console.warn(message, err ?? '')),
  });
  await untilDatabaseAnswers(database);
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database });
  log = app.log;
  keepServingThroughLostConnections(app.log);
  const background = await startBackgroundWork(app, { config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting, drains in-flight requests, closes sockets
      await background.stop();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.off('SIGINT', stopEarly);
  process.off('SIGTERM', stopEarly);
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Pulso listo en http://localhost:${config.port} (${database.kind === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL'})`);
}

/** PostgreSQL may come up after us (compose, a reboot of the machine): wait for it, saying so, instead of exiting. */
async function untilDatabaseAnswers(database: DatabaseHandle): Promise<void> {
  for (let delayMs = 1000; ; delayMs = Math.min(delayMs * 2, 15_000)) {
    try {
      await sql`SELECT 1`.execute(database.db);
      return;
    } catch (error) {
      if (!isConnectionLost(error)) throw error; // a wrong password or database name will not fix itself
      const reason = (error as { code?: string; message?: string }).code ?? (error as Error).message;
      console.error(`PostgreSQL no responde (${reason}); reintento en ${delayMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/**
 * The last net under the connection listeners: a lost-connection error that still escapes some handler is
 * logged and the server keeps serving (the pool and the listeners reconnect). Anything else is a bug, and the
 * process ends as Node would have ended it.
 */
function keepServingThroughLostConnections(log: Pick<FastifyBaseLogger, 'error'>): void {
  process.on('uncaughtException', (error, origin) => {
    if (isConnectionLost(error)) {
      log.error({ err: error, origin }, 'database connection lost outside any handler; still serving');
      return;
    }
    log.error({ err: error, origin }, 'uncaught exception');
    process.exit(1);
  });
}

main().catch((error) => {
  // A bad setting or a failed migration is the operator's to fix: say which, and why, without a stack trace.
  console.error(error instanceof ConfigError || error instanceof MigrationError ? error.message : error);
  process.exit(1);
});
