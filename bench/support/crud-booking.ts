import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The plain-CRUD baseline: the same booking rule (a place and a credit) as two conditional UPDATEs with row
 * locks in one transaction, no events, served by the same Fastify stack and database.
 */
export async function createCrudTables(db: Db, slots: number, members: string[], credits: number, capacity: number) {
  await sql`CREATE TABLE crud_slots (id int PRIMARY KEY, capacity int NOT NULL, booked int NOT NULL DEFAULT 0 CHECK (booked <= capacity))`.execute(db);
  await sql`CREATE TABLE crud_credits (user_id text PRIMARY KEY, credits int NOT NULL CHECK (credits >= 0))`.execute(db);
  await sql`INSERT INTO crud_slots (id, capacity) SELECT g, ${capacity} FROM generate_series(1, ${slots}) g`.execute(db);
  for (const userId of members) await sql`INSERT INTO crud_credits VALUES (${userId}, ${credits})`.execute(db);
}

export function registerCrudRoute(app: FastifyInstance, db: Db): void {
  app.post('/api/bench/crud-book', { config: { access: 'member' } }, async (request) => {
    const { slotId } = request.body as { slotId: number };
    const userId = request.identity!.userId;
    return db.transaction().execute(async (trx) => {
      const place = await sql`UPDATE crud_slots SET booked = booked + 1 WHERE id = ${slotId} AND booked < capacity RETURNING id`.execute(trx);
      if (place.rows.length === 0) return { ok: false };
      const credit = await sql`UPDATE crud_credits SET credits = credits - 1 WHERE user_id = ${userId} AND credits > 0 RETURNING credits`.execute(trx);
      if (credit.rows.length === 0) throw new Error('no credits');
      return { ok: true };
    });
  });
}
