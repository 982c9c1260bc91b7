import { randomUUID } from 'node:crypto';
import { addDays, format } from 'date-fns';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { memberStream, occurrenceStream, userStream, type StreamRef } from '../../events/streams';

export interface HistorySlot {
  id: number;
  hora: string;
  capacity: number;
}

interface Row {
  stream: string;
  position: number;
  type: string;
  data: object;
  at: Date;
}

/**
 * A year of a busy studio's log, appended straight into es_events (set-based, already sequenced) instead of
 * through the commands, which would take minutes for 100,000 events on this machine. The shape is what the
 * commands write: members registered and given a package, then bookings (SlotReserved on the occurrence,
 * CreditConsumed on the member) on past weekly occurrences, 15% of them cancelled (BookingCancelled and
 * CreditRestored). Read tables are NOT updated: run a rebuild afterwards to build them.
 */
export async function appendBookingHistory(db: Db, opts: { events: number; slots: HistorySlot[]; packageId: number; today: string; members?: number }): Promise<number> {
  // About 40 events a member unless told: a busy studio's churn. A fixed roster (`members`) books more each.
  const members = opts.members ?? Math.max(10, Math.round(opts.events / 40));
  const weeks = 52;
  const start = addDays(new Date(`${opts.today}T12:00:00Z`), -7 * weeks);
  const versions = new Map<string, number>();
  const streamTypes = new Map<string, string>();
  const rows: Row[] = [];
  const push = ({ streamId: stream, streamType }: StreamRef, type: string, data: object, at: Date) => {
    const position = (versions.get(stream) ?? 0) + 1;
    versions.set(stream, position);
    streamTypes.set(stream, streamType);
    rows.push({ stream, position, type, data, at });
  };
  for (let m = 0; m < members; m++) {
    const userId = `user_hist_${m}`;
    const at = addDays(start, -1);
    push(userStream(userId), 'UserRegistered', { userId, firstName: `Socia${m}`, lastName: 'Historia', email: `${userId}@example.com`, role: 'member', source: 'local' }, at);
    push(memberStream(userId), 'PackageAssigned', { userId, packageId: opts.packageId, validUntil: '2099-01-01', credits: 100_000 }, at);
  }
  const occurrences = opts.slots.flatMap((slot, s) => Array.from({ length: weeks }, (_, w) => ({ slot, fecha: format(addDays(start, 7 * w + (s % 6)), 'yyyy-MM-dd') })));
  const bookings = Math.ceil((opts.events - rows.length) / 2.3);
  for (let k = 0; rows.length < opts.events && k < bookings * 2; k++) {
    // Member k % M on occurrence (k / M + m) % O: no member holds the same occurrence twice.
    const m = k % members;
    const { slot, fecha } = occurrences[(Math.floor(k / members) + m) % occurrences.length]!;
    const userId = `user_hist_${m}`;
    const ids = { bookingId: 1_000_000 + k, slotId: slot.id, fecha };
    const at = new Date(start.getTime() + Math.floor((k / bookings) * weeks * 7 * 86_400_000));
    push(occurrenceStream(slot.id, fecha), 'SlotReserved', { ...ids, hora: slot.hora, userId, capacity: slot.capacity }, at);
    push(memberStream(userId), 'CreditConsumed', { ...ids, userId }, at);
    if (k % 7 === 3) {
      const later = new Date(at.getTime() + 3_600_000);
      push(occurrenceStream(slot.id, fecha), 'BookingCancelled', { ...ids, hora: slot.hora, userId, reason: 'member' }, later);
      push(memberStream(userId), 'CreditRestored', { ...ids, userId, reason: 'member' }, later);
    }
  }
  await insertSequenced(db, rows, versions, streamTypes);
  return rows.length;
}

async function insertSequenced(db: Db, rows: Row[], versions: Map<string, number>, streamTypes: Map<string, string>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const head = Number((await sql<{ position: number }>`SELECT position FROM es_sequencer_head FOR UPDATE`.execute(trx)).rows[0]!.position);
    const streams = [...versions.keys()];
    await sql`
      INSERT INTO es_streams (stream_id, stream_type, version)
      SELECT id, type, v FROM unnest(${streams}::text[], ${streams.map((s) => streamTypes.get(s)!)}::text[], ${streams.map((s) => versions.get(s)!)}::bigint[]) AS t(id, type, v)`.execute(trx);
    for (let from = 0; from < rows.length; from += 5000) {
      const chunk = rows.slice(from, from + 5000);
      await sql`
        INSERT INTO es_events (global_position, stream_id, stream_position, event_id, event_type, data, metadata, recorded_at)
        SELECT ${head + from} + ord, stream_id, stream_position, event_id, event_type, data, '{"actorId":"bench"}'::jsonb, recorded_at
        FROM unnest(${chunk.map((r) => r.stream)}::text[], ${chunk.map((r) => r.position)}::bigint[], ${chunk.map(() => randomUUID())}::uuid[],
                    ${chunk.map((r) => r.type)}::text[], ${chunk.map((r) => JSON.stringify(r.data))}::jsonb[], ${chunk.map((r) => r.at)}::timestamptz[])
             WITH ORDINALITY AS t(stream_id, stream_position, event_id, event_type, data, recorded_at, ord)`.execute(trx);
    }
    await sql`UPDATE es_sequencer_head SET position = ${head + rows.length}`.execute(trx);
  });
}
