import { ConfigError, loadConfig, loadDotEnv } from './config';
import { buildApp } from './app';
import { openDatabase } from './platform/database/database';
import { migrateToLatest } from './platform/database/migrate';
import { startBackgroundWork } from './background';

/** The only place that listens: open the database, migrate, seed, start projectors, serve. */
async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database });
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
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Pulso listo en http://localhost:${config.port} (${database.kind === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL'})`);
}

main().catch((error) => {
  // A bad setting is the operator's to fix: say which, without a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
