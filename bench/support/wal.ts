import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * What one database wrote to the WAL between two LSNs, read with pg_walinspect (PostgreSQL 15+, superuser):
 * only records that touch this database's relations, plus the commit/abort records of their transactions, so
 * other databases on a shared server do not count. Heap inserts/updates and btree entries per table.
 */
export interface WalSpent {
  records: number;
  /** record_length minus full-page images (FPIs depend on checkpoint timing, not on the work). */
  bytes: number;
  fpiBytes: number;
  commits: number;
  heapInserts: number;
  heapUpdates: number;
  hotUpdates: number;
  indexEntries: number;
  /** "relation rmgr TYPE" → records (heap and index relations apart). */
  byRelation: Map<string, number>;
  /** "rmgr TYPE" → records. */
  byType: Map<string, number>;
}

export async function walAvailable(db: Db): Promise<boolean> {
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_walinspect`.execute(db);
    return true;
  } catch {
    return false;
  }
}

export async function walPosition(db: Db): Promise<string> {
  const { rows } = await sql<{ lsn: string }>`SELECT pg_current_wal_insert_lsn()::text AS lsn`.execute(db);
  return rows[0]!.lsn;
}

export async function walSpent(db: Db, from: string, to: string): Promise<WalSpent> {
  // Wait until the range is flushed (sequencer batches commit asynchronously).
  for (let i = 0; i < 200; i++) {
    const { rows } = await sql<{ ok: boolean }>`SELECT pg_current_wal_flush_lsn() >= ${to}::pg_lsn AS ok`.execute(db);
    if (rows[0]!.ok) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  const { rows } = await sql<{ xid: string; rmgr: string; type: string; len: number; fpi: number; rel: string | null; relname: string | null }>`
    WITH recs AS (
      SELECT xid::text AS xid, resource_manager AS rmgr, record_type AS type, record_length AS len, fpi_length AS fpi,
             substring(block_ref from 'rel [0-9]+/([0-9]+/[0-9]+)') AS rel
      FROM pg_get_wal_records_info(${from}::pg_lsn, ${to}::pg_lsn)),
    ours AS (
      SELECT * FROM recs WHERE split_part(rel, '/', 1) = (SELECT oid::text FROM pg_database WHERE datname = current_database()))
    SELECT o.*, c.relname::text AS relname
    FROM (SELECT * FROM ours
          UNION ALL
          SELECT * FROM recs WHERE rmgr = 'Transaction' AND xid IN (SELECT xid FROM ours WHERE xid <> '0')) o
    LEFT JOIN pg_class c ON c.relfilenode::text = split_part(o.rel, '/', 2)`.execute(db);
  const spent: WalSpent = { records: 0, bytes: 0, fpiBytes: 0, commits: 0, heapInserts: 0, heapUpdates: 0, hotUpdates: 0, indexEntries: 0, byRelation: new Map(), byType: new Map() };
  for (const r of rows) {
    spent.records += 1;
    spent.bytes += r.len - r.fpi;
    spent.fpiBytes += r.fpi;
    const type = `${r.rmgr} ${r.type.split(' ')[0]}`;
    spent.byType.set(type, (spent.byType.get(type) ?? 0) + 1);
    if (r.rmgr === 'Transaction' && r.type.startsWith('COMMIT')) spent.commits += 1;
    if (r.rmgr === 'Heap' && r.type.startsWith('INSERT')) spent.heapInserts += 1;
    if (r.rmgr === 'Heap' && (r.type.startsWith('UPDATE') || r.type.startsWith('HOT_UPDATE'))) spent.heapUpdates += 1;
    if (r.rmgr === 'Heap' && r.type.startsWith('HOT_UPDATE')) spent.hotUpdates += 1;
    if (r.rmgr === 'Btree' && r.type.startsWith('INSERT')) spent.indexEntries += 1;
    if (r.rel) {
      const key = `${r.relname ?? r.rel} ${type}`;
      spent.byRelation.set(key, (spent.byRelation.get(key) ?? 0) + 1);
    }
  }
  return spent;
}
