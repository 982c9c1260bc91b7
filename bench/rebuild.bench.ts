import { readAll } from '../events/store/read';
import { sequencePending, startSequencer } from '../events/store/sequencer';
import { rebuildProjections, type RebuildReport } from '../projections/rebuild';
import { inlineProjectors } from '../services/features';
import { terminalProgress } from '../projections/rebuild/progress';
import { agendaDates, isoWeekdayOf } from '../domain/booking/agenda-horizon';
import { reserveSlot } from '../services/booking/booking.commands';
import { createDiscipline } from '../services/catalog/discipline.commands';
import { createPackage } from '../services/catalog/package.commands';
import { addScheduleSlot } from '../services/catalog/schedule-slot.commands';
import type { DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { studioTime } from '../domain/time/studio-time';
import { appendBookingHistory, type HistorySlot } from './support/booking-history';
import { bookingInvariantHolds, registerBenchMembers } from './support/booking-studio';
import { printTable, storm } from './support/load';
import { withScratchAppDatabase } from './support/scratch-database';

// `npm run bench:rebuild`: a rebuild of every inline projection on a booking-heavy log of BENCH_EVENTS events
// (≥ 100,000 for figures; BENCH_EVENTS=3000 for a smoke run), on real PostgreSQL, beside a live booking load.
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// Enough members that two phases of booking at full speed never come back to a pair (member, class): about
// MEMBERS × 240 classes bookings before one would (ALREADY_BOOKED, counted as an error).
const MEMBERS = 160;
const TZ = 'America/Argentina/Buenos_Aires';
const NOW = new Date('2026-11-02T07:00:00-03:00');
const ctx = { now: NOW, actorId: 'bench' };

async function run(database: DatabaseHandle) {
  const db = database.db;
  await migrateToLatest(db);
  const today = studioTime(NOW, TZ).date;
  console.log(`studio and ${MEMBERS} live members through the commands…`);
  const discipline = await createDiscipline(db, ctx, { name: 'Funcional' });
  const slots: (HistorySlot & { weekday: number })[] = [];
  for (let weekday = 1; weekday <= 6; weekday++) {
    for (let hour = 8; hour < 18; hour++) {
      const hora = `${String(hour).padStart(2, '0')}:00`;
      const { id } = await addScheduleSlot(db, ctx, { weekday, time: hora, disciplineId: discipline.id, capacity: 500 });
      slots.push({ id, hora, capacity: 500, weekday });
    }
  }
  const pkg = await createPackage(db, ctx, { name: 'Bench', classesPerMonth: 8, price: 1, disciplineIds: [discipline.id] });
  const members = await registerBenchMembers(db, { now: NOW, prefix: 'user_live', count: MEMBERS, packageId: pkg.id, credits: 100_000, tz: TZ });
  await sequencePending(db); // the studio's own events first, then the history after them
  const history = await appendBookingHistory(db, { events: EVENTS, slots, packageId: pkg.id, today });
  console.log(`${history} events of booking history appended straight into the log`);

  const quiet = await rebuildProjections(db, { projectors: inlineProjectors(), onProgress: terminalProgress() });
  const read = await readWholeLog(db);

  const spread = slots.flatMap((s) => agendaDates(today).slice(1).filter((d) => isoWeekdayOf(d) === s.weekday).map((fecha) => ({ slotId: s.id, fecha })));
  // Op i: member i % M on occurrence (i / M + m) % O, never the same pair twice; each phase its own range.
  let op = 0;
  const book = async () => {
    const i = op++;
    const m = i % MEMBERS;
    const occurrence = spread[(Math.floor(i / MEMBERS) + m) % spread.length]!;
    await reserveSlot(db, { now: NOW, actorId: members[m] }, { userId: members[m]!, ...occurrence, tz: TZ });
    return true;
  };
  // Workers booking back to back, for SECONDS or for as long as the rebuild runs. Errors are 5xx or worse.
  const unbounded = { concurrency: CONCURRENCY, seconds: Infinity, maxOps: Infinity };
  const sequencer = startSequencer(database);
  try {
    const before = await storm('bookings, no rebuild', { ...unbounded, seconds: SECONDS }, book);
    let rebuilding = true;
    const during = storm('bookings, during the rebuild', { ...unbounded, until: () => !rebuilding }, book);
    const live = await rebuildProjections(db, { projectors: inlineProjectors(), onProgress: terminalProgress() }).finally(() => (rebuilding = false));
    printTable([before, await during]);
    printFigures(history, read, quiet, live);
  } finally {
    await sequencer.stop();
  }
  await sequencePending(db);
  console.log(await bookingInvariantHolds(db));
}

/** Baseline: the same batched read of the whole log the rebuild does, with nothing folded or written. */
async function readWholeLog(db: DatabaseHandle['db']): Promise<{ events: number; perSecond: number }> {
  const started = performance.now();
  let events = 0;
  for (let after = 0; ; ) {
    const batch = await readAll(db, { after, limit: 2000 });
    if (batch.length === 0) break;
    events += batch.length;
    after = batch.at(-1)!.globalPosition;
  }
  return { events, perSecond: events / ((performance.now() - started) / 1000) };
}

function printFigures(history: number, read: { events: number; perSecond: number }, quiet: RebuildReport, live: RebuildReport) {
  const rate = (r: RebuildReport) => Math.round((r.events * 1000) / r.ms);
  const swap = (r: RebuildReport) =>
    r.swap ? `swap ${r.swap.ms} ms (${r.swap.tail} tail events, ${r.swap.attempts} attempt(s)); phases ms ${JSON.stringify(r.phasesMs)}` : '';
  console.log(`\nlog: ${history} history events + the studio's own (${read.events} in all)`);
  console.log(`${'plain read of the log (baseline)'.padEnd(44)}${String(Math.round(read.perSecond)).padStart(9)} events/s`);
  console.log(`${'rebuild, quiet'.padEnd(44)}${String(rate(quiet)).padStart(9)} events/s  ${(rate(quiet) / read.perSecond).toFixed(2)}× read  ${swap(quiet)}`);
  console.log(`${'rebuild, during live bookings'.padEnd(44)}${String(rate(live)).padStart(9)} events/s  ${(rate(live) / read.perSecond).toFixed(2)}× read  ${swap(live)}`);
}

withScratchAppDatabase('bench_rebuild', CONCURRENCY + 6, run).catch((error) => {
  console.error(error);
  process.exit(1);
});
