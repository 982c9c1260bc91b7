import { loadConfig } from '../services/config';
import { openDatabase } from '../services/platform/database/database';
import { migrateToLatest } from '../services/platform/database/migrate';
import { rebuildProjections } from './rebuild';
import { asyncProcessors } from './registry';

/** `npm run projections:rebuild`: the server's database (DATABASE_URL or DATA_DIR), migrated, rebuilt. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const where = database.kind === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL';
    console.log(`Reconstruyendo proyecciones (${where})…`);
    const report = await rebuildProjections(database.db, { asyncProcessors: asyncProcessors(config) });
    for (const [table, rows] of Object.entries(report.tables)) console.log(`  ${table.padEnd(32)} ${String(rows).padStart(8)} filas`);
    if (report.processorsReset.length > 0) console.log(`  reiniciados: ${report.processorsReset.join(', ')}`);
    const rate = report.ms > 0 ? Math.round((report.events * 1000) / report.ms) : report.events;
    console.log(`${report.events} eventos en ${report.ms} ms (${rate} eventos/s)`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
