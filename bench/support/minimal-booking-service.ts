import Fastify from 'fastify';
import pg from 'pg';
import { jsonClient } from './json-client';

/**
 * What a user might write instead of the app: a minimal Fastify + pg booking service on the same PostgreSQL. One
 * transaction per booking: take a place (a row-locking UPDATE), take a credit (another), record the booking (an
 * INSERT); no auth, CSRF, security headers, compression, idempotency or events. Its own tables, pool and port, in
 * the bench's process like the app, so both share the load generator's cost.
 */
export async function startMinimalBookingService(connectionString: string, opts: { slots: number; members: string[]; credits: number; capacity: number; concurrency: number }) {
  const pool = new pg.Pool({ connectionString, max: opts.concurrency });
  pool.on('error', () => undefined); // an idle client dropped by the server; the pool replaces it
  await pool.query(`CREATE TABLE min_slots (id int PRIMARY KEY, capacity int NOT NULL, booked int NOT NULL DEFAULT 0 CHECK (booked <= capacity))`);
  await pool.query(`CREATE TABLE min_credits (user_id text PRIMARY KEY, credits int NOT NULL CHECK (credits >= 0))`);
  await pool.query(`CREATE TABLE min_bookings (id bigserial PRIMARY KEY, slot_id int NOT NULL REFERENCES min_slots, user_id text NOT NULL REFERENCES min_credits, booked_at timestamptz NOT NULL DEFAULT now())`);
  await pool.query(`INSERT INTO min_slots (id, capacity) SELECT g, $2 FROM generate_series(1, $1::int) g`, [opts.slots, opts.capacity]);
  await pool.query(`INSERT INTO min_credits SELECT unnest($1::text[]), $2`, [opts.members, opts.credits]);

  const app = Fastify();
  const body = { type: 'object', required: ['slotId', 'userId'], properties: { slotId: { type: 'integer' }, userId: { type: 'string' } } } as const;
  const response = { 200: { type: 'object', properties: { id: { type: 'integer' } } }, 409: { type: 'object', properties: { error: { type: 'string' } } } } as const;
  app.post<{ Body: { slotId: number; userId: string } }>('/book', { schema: { body, response } }, async (request, reply) => {
    const { slotId, userId } = request.body;
    const conn = await pool.connect();
    try {
      await conn.query('BEGIN');
      const place = await conn.query('UPDATE min_slots SET booked = booked + 1 WHERE id = $1 AND booked < capacity RETURNING id', [slotId]);
      const credit = place.rowCount ? await conn.query('UPDATE min_credits SET credits = credits - 1 WHERE user_id = $1 AND credits > 0 RETURNING credits', [userId]) : undefined;
      if (!credit?.rowCount) {
        await conn.query('ROLLBACK');
        return reply.code(409).send({ error: place.rowCount ? 'no credits' : 'full' });
      }
      const booking = await conn.query<{ id: string }>('INSERT INTO min_bookings (slot_id, user_id) VALUES ($1, $2) RETURNING id', [slotId, userId]);
      await conn.query('COMMIT');
      return { id: Number(booking.rows[0]!.id) };
    } catch (error) {
      await conn.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      conn.release();
    }
  });
  // The same answer with nothing behind it: bare Fastify's own cost per request (the profile compares the app's to it).
  app.post('/empty', { schema: { body, response } }, async () => ({ id: 1 }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const client = jsonClient((app.server.address() as { port: number }).port, opts.concurrency);

  return {
    /** One booking; resolves the HTTP status. */
    book: (userId: string, slotId: number) => client.post('/book', { slotId, userId }),
    /** The empty route; resolves the HTTP status. */
    bookEmpty: (userId: string, slotId: number) => client.post('/empty', { slotId, userId }),
    /**
     * Nothing lost: every booking row took exactly one place and one credit, no slot is over capacity and, given
     * how many bookings were answered 200, there is a row for each.
     */
    async invariant(answered?: number): Promise<string> {
      const { rows } = await pool.query<{ bookings: number; places: number; spent: number; over: number }>(`
        SELECT (SELECT count(*) FROM min_bookings)::int AS bookings,
               (SELECT coalesce(sum(booked), 0) FROM min_slots)::int AS places,
               (SELECT coalesce(sum($1::int - credits), 0) FROM min_credits)::int AS spent,
               (SELECT count(*) FROM min_slots WHERE booked > capacity)::int AS over`, [opts.credits]);
      const r = rows[0]!;
      const held = r.bookings === r.places && r.bookings === r.spent && r.over === 0 && (answered === undefined || answered === r.bookings);
      return held ? `invariant OK (${r.bookings} bookings)` : `INVARIANT BROKEN ${JSON.stringify({ ...r, answered })}`;
    },
    async close() {
      client.close();
      await app.close();
      await pool.end();
    },
  };
}
