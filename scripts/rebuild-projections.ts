import { loadConfig } from '../services/config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { rebuildProjections } from '../projections/rebuild';
import { terminalProgress } from '../projections/rebuild/progress';
import { UnknownProjectionError } from '../projections/rebuild/selection';
import { systemClock } from '../domain/time/clock';
import { asyncProcessors, inlineProjectors } from '../services/features';

/**
 * `npm run projections:rebuild [-- name@vN …]`: the server's database (DATABASE_URL or DATA_DIR), migrated,
 * every projection (or the named ones) rebuilt off the live path while the app keeps serving.
 */
async function main(): Promise<void> {
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const where = database.kind === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL';
    console.log(`Reconstruyendo ${only.length > 0 ? only.join(', ') : 'todas las proyecciones'} (${where})…`);
    const report = await rebuildProjections(database.db, {
      projectors: inlineProjectors(),
      asyncProcessors: asyncProcessors({ clock: systemClock, studioTz: config.studioTz }),
      only,
      onProgress: terminalProgress(),
    });
    for (const [table, rows] of Object.entries(report.tables)) console.log(`  ${table.padEnd(32)} ${String(rows).padStart(8)} filas`);
    if (report.processorsReset.length > 0) console.log(`  reiniciados (se ponen al día solos): ${report.processorsReset.join(', ')}`);
    const rate = report.ms > 0 ? Math.round((report.events * 1000) / report.ms) : report.events;
    console.log(`${report.events} eventos en ${report.ms} ms (${rate} eventos/s)`);
    if (report.swap) console.log(`Intercambio: ${report.swap.tail} eventos finales, ${report.swap.ms} ms con las tablas bloqueadas, ${report.swap.attempts} intento(s)`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof UnknownProjectionError ? error.message : error);
  process.exit(1);
});
