import { sql } from 'kysely';
import type { Db } from '../../db/database';

// Catalog commands decide on facts read from other streams (is this discipline alive? is its name free? is it
// in use?). Admin catalog edits are rare, so one transaction-scoped lock serializes them and keeps those facts true
// until commit, instead of a unique index that a projector would trip over.
const CATALOG_LOCK = 7_104_233_902;

export async function lockCatalog(trx: Db): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${CATALOG_LOCK})`.execute(trx);
}

/** A fresh id from the entity's sequence (created by the catalog migration). */
export async function nextId(trx: Db, sequence: 'discipline_id_seq' | 'schedule_slot_id_seq' | 'package_id_seq'): Promise<number> {
  const { rows } = await sql<{ id: number }>`SELECT nextval(${sequence}::regclass)::integer AS id`.execute(trx);
  return rows[0]!.id;
}
