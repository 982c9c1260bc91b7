import { listUnmarkedBookings } from '../../projections/attendance/class-console.queries';
import { DomainError } from '../../events/framework/errors';
import type { Clock } from '../../domain/time/clock';
import type { Db } from '../../db/database';
import { studioTime } from '../../domain/time/studio-time';
import { classDurationMinutes, classEnded, NO_SHOW_LOOKBACK_DAYS } from '../../domain/booking/class-times';
import { startPeriodicJob } from '../platform/periodic-job';
import { decideAttendance } from './attendance.commands';

// A class's no-shows appear within a minute of its end.
const EVERY_MINUTE_MS = 60_000;

const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Records a no-show for every booking of an ended class that nobody checked in (NoShowRecorded on the occurrence
 * stream, decided by attendance.decider under the occurrence's lock). "Now" is the injected clock, so tests move
 * past a class's end and run it; each booking's key (`no-show:<id>`) makes a rerun or a second instance harmless.
 */
export async function recordDueNoShows(deps: { db: Db; clock: Clock; studioTz: string }): Promise<number> {
  const at = deps.clock.now();
  const now = studioTime(at, deps.studioTz);
  const candidates = await listUnmarkedBookings(deps.db, daysBefore(now.date, NO_SHOW_LOOKBACK_DAYS), now.date);
  let recorded = 0;
  for (const b of candidates) {
    if (!classEnded({ fecha: b.fecha, hora: b.hora, durationMinutes: classDurationMinutes(b) }, now)) continue;
    try {
      const outcome = await decideAttendance(deps.db, { actorId: 'system', now: at, idempotencyKey: `no-show:${b.id}` }, { type: 'RecordNoShow', bookingId: b.id, tz: deps.studioTz });
      recorded += outcome.events.length;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return recorded;
}

/** Runs the sweep on start and every minute until stopped; a failed run is logged and tried again next minute. */
export function startNoShowSweep(deps: { db: Db; clock: Clock; studioTz: string; log: (message: string, error?: unknown) => void; everyMs?: number }): { stop(): Promise<void> } {
  return startPeriodicJob({
    name: 'no-show sweep',
    everyMs: deps.everyMs ?? EVERY_MINUTE_MS,
    log: deps.log,
    work: async () => {
      const n = await recordDueNoShows(deps);
      return n > 0 ? `ausentes registrados: ${n}` : undefined;
    },
  });
}
