import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { buildApp } from '../../services/app';
import { reserveSlot } from '../../services/booking/booking.commands';
import { loadConfig } from '../../services/config';
import { fixedClock } from '../../domain/time/clock';
import type { DatabaseHandle } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { studioTime } from '../../domain/time/studio-time';
import { buildBenchStudio, type Occurrence } from './booking-studio';
import { createCrudTables, registerCrudRoute } from './crud-booking';
import { registerEmptyBookingRoute } from './empty-booking-route';
import { startSequencer } from '../../events/store/sequencer';
import { featureChangeFeed } from '../../services/features';
import { jsonClient } from './json-client';

type Member = { userId: string; token: string };

/**
 * What the booking benches share: the migrated app listening on a real port with the plain-CRUD route beside
 * it, the bench studio and its members (each with credits in both), and a keep-alive client of
 * `concurrency` sockets, and the sequencer running as in the app. The three ways to book go through it so each
 * bench only chooses who books what.
 */
export async function startBookingBench(
  database: DatabaseHandle,
  opts: { now: Date; members: number; concurrency: number; logServerErrors?: boolean; /** Fastify's logger options; none by default. */ logger?: object },
) {
  const db = database.db;
  await migrateToLatest(db);
  const clock = fixedClock(opts.now);
  const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pulso-bench-')), WEB_DIST: '/nonexistent', LOG_LEVEL: 'warn' });
  const app = await buildApp({ config, database, clock, logger: opts.logger ?? false, authRateLimit: 1_000_000 });
  registerCrudRoute(app, db);
  registerEmptyBookingRoute(app);
  if (opts.logServerErrors) app.addHook('onError', async (_req, _reply, error) => console.error('server error:', error.message));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const tz = config.studioTz;
  const studio = await buildBenchStudio(app, db, { now: opts.now, today: studioTime(opts.now, tz).date, members: opts.members, credits: 10_000, tz });
  await createCrudTables(db, 1000, studio.members.map((m) => m.userId), 10_000, 1_000_000);

  // As in the app (services/background.ts): commands wake it, it numbers and announces their events meanwhile,
  // and its transactions are part of what a booking costs.
  const sequencer = startSequencer(database, { changes: featureChangeFeed() });
  const client = jsonClient(port, opts.concurrency);
  const postJson = (urlPath: string, token: string, body: object) => client.post(urlPath, body, { authorization: `Bearer ${token}` });
  return {
    app,
    db,
    tz,
    studio,
    /** Op i: member i % M on occurrence (m + i / M) % L, so a storm never books the same pair twice. */
    pick(occurrences: Occurrence[], i: number) {
      const m = i % studio.members.length;
      return { member: studio.members[m]!, occurrence: occurrences[(m + Math.floor(i / studio.members.length)) % occurrences.length]! };
    },
    /** ReserveSlot through the API; resolves the HTTP status. */
    bookOverHttp: (member: Member, occurrence: Occurrence) => postJson('/api/reservas/addReserva', member.token, { fecha: occurrence.fecha, horario_id: occurrence.slotId }),
    /** ReserveSlot as a direct call, no HTTP. */
    bookInProcess: (member: Member, occurrence: Occurrence) =>
      reserveSlot(db, { now: clock.now(), actorId: member.userId }, { userId: member.userId, slotId: occurrence.slotId, fecha: occurrence.fecha, tz }),
    /** The booking route's HTTP path with nothing behind it (see empty-booking-route.ts); resolves the HTTP status. */
    bookEmpty: (member: Member, occurrence: Occurrence) => postJson('/api/bench/empty-book', member.token, { fecha: occurrence.fecha, horario_id: occurrence.slotId }),
    /** The plain-CRUD booking of one of the 1000 CRUD slots through the API; resolves the HTTP status. */
    bookCrud: (member: Member, slotId: number) => postJson('/api/bench/crud-book', member.token, { slotId }),
    /** What the app's sequencer did so far: events numbered, in how many transactions. */
    sequencerStats: () => sequencer.stats(),
    /** Stops the app's sequencer (to measure its share apart); close() stops it anyway. */
    stopSequencer: () => sequencer.stop(),
    async close() {
      await sequencer.stop();
      client.close();
      await app.close();
    },
  };
}
