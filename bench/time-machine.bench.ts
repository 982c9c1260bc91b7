import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { studioTime } from '../domain/time/studio-time';
import { listRoster } from '../projections/booking/bookings.queries';
import { atMemberPosition, classAtPosition } from '../projections/booking/time-machine.queries';
import { findHeldPackage, listCreditHistory } from '../projections/packages/member-packages.queries';
import { rebuildProjections } from '../projections/rebuild';
import { positionAt } from '../projections/rebuild/moment-fold';
import { createDiscipline } from '../services/catalog/discipline.commands';
import { createPackage } from '../services/catalog/package.commands';
import { addScheduleSlot } from '../services/catalog/schedule-slot.commands';
import { inlineProjectors } from '../services/features';
import { appendBookingHistory, type HistorySlot } from './support/booking-history';
import { withScratchAppDatabase } from './support/scratch-database';

// `npm run bench:time-machine`: the time machine's two views (a class, a member) at moments spread over a year-long
// log of a 300-member studio, beside the live views' own queries on the live tables in the same run. BENCH_EVENTS
// sets the log's length (120,000 by default: each member books about three classes a week); BENCH_MOMENTS how many
// moments a quarter. Classes hold 500: the generator books without looking at a class's capacity.
const EVENTS = Number(process.env.BENCH_EVENTS ?? 120_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 300);
const MOMENTS = Number(process.env.BENCH_MOMENTS ?? 10);
const TZ = 'America/Argentina/Buenos_Aires';
const NOW = new Date('2026-11-02T07:00:00-03:00');
const ctx = { now: NOW, actorId: 'bench' };

type Sample = { quarter: number; classMs: number; memberMs: number; liveClassMs: number; liveMemberMs: number; memberEvents: number };

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}

async function run(database: DatabaseHandle) {
  const db = database.db;
  await migrateToLatest(db);
  const today = studioTime(NOW, TZ).date;
  const discipline = await createDiscipline(db, ctx, { name: 'Funcional' });
  const slots: HistorySlot[] = [];
  for (let weekday = 1; weekday <= 6; weekday++) {
    for (let hour = 8; hour < 20; hour++) {
      const hora = `${String(hour).padStart(2, '0')}:00`;
      slots.push({ ...(await addScheduleSlot(db, ctx, { weekday, time: hora, disciplineId: discipline.id, capacity: 500 })), hora, capacity: 500 });
    }
  }
  const pkg = await createPackage(db, ctx, { name: 'Bench', classesPerMonth: 8, price: 1, disciplineIds: [discipline.id] });
  const appended = await appendBookingHistory(db, { events: EVENTS, slots, packageId: pkg.id, today, members: MEMBERS });
  console.log(`${appended} events of a year of ${MEMBERS} members appended; rebuilding the live tables for the baseline…`);
  await rebuildProjections(db, { projectors: inlineProjectors() });

  const { rows: span } = await sql<{ first: Date; last: Date }>`SELECT min(recorded_at) AS first, max(recorded_at) AS last FROM es_events`.execute(db);
  const first = span[0]!.first.getTime();
  const length = span[0]!.last.getTime() - first;
  const samples: Sample[] = [];
  for (let quarter = 1; quarter <= 4; quarter++) {
    for (let i = 0; i < MOMENTS; i++) {
      const moment = new Date(first + (length * (quarter - 1 + (i + 0.5) / MOMENTS)) / 4);
      const position = await positionAt(db, moment);
      // The class and the member the event at that moment is about: a dispute's subject.
      const { rows } = await sql<{ slot: number; fecha: string; user: string }>`
        SELECT (data->>'slotId')::int AS slot, data->>'fecha' AS fecha, data->>'userId' AS user FROM es_events
        WHERE global_position <= ${position} AND event_type = 'SlotReserved' ORDER BY global_position DESC LIMIT 1`.execute(db);
      const { slot, fecha, user } = rows[0]!;
      const [, classMs] = await timed(() => classAtPosition(db, slot, fecha, position));
      const [memberEvents, memberMs] = await timed(() => atMemberPosition(db, user, position, async (trx) => {
        await findHeldPackage(trx, user, studioTime(moment, TZ).date);
        return (await listCreditHistory(trx, user)).length;
      }));
      const [, liveClassMs] = await timed(() => listRoster(db, slot, fecha));
      const [, liveMemberMs] = await timed(async () => [await findHeldPackage(db, user, today), await listCreditHistory(db, user)]);
      samples.push({ quarter, classMs, memberMs, liveClassMs, liveMemberMs, memberEvents });
    }
  }
  print(samples);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

function print(samples: Sample[]) {
  console.log(`\n${'moment in the year'.padEnd(20)}${'class'.padStart(10)}${'live roster'.padStart(12)}${'member'.padStart(10)}${'live member'.padStart(12)}${'her lines'.padStart(11)}`);
  for (let quarter = 1; quarter <= 4; quarter++) {
    const q = samples.filter((s) => s.quarter === quarter);
    const pick = (f: (s: Sample) => number) => median(q.map(f));
    console.log(`${`quarter ${quarter} (median)`.padEnd(20)}${ms(pick((s) => s.classMs))}${ms(pick((s) => s.liveClassMs)).padStart(12)}${ms(pick((s) => s.memberMs))}${ms(pick((s) => s.liveMemberMs)).padStart(12)}${String(pick((s) => s.memberEvents)).padStart(11)}`);
  }
  const all = (f: (s: Sample) => number) => samples.map(f);
  console.log(`\nall moments: class p50 ${ms(median(all((s) => s.classMs)))} p95 ${ms(p95(all((s) => s.classMs)))}; member p50 ${ms(median(all((s) => s.memberMs)))} p95 ${ms(p95(all((s) => s.memberMs)))}`);
  console.log(`ratio to the live query (medians): class ${(median(all((s) => s.classMs)) / median(all((s) => s.liveClassMs))).toFixed(1)}×, member ${(median(all((s) => s.memberMs)) / median(all((s) => s.liveMemberMs))).toFixed(1)}×`);
}

withScratchAppDatabase('bench_time_machine', 4, run).catch((error) => {
  console.error(error);
  process.exit(1);
});
