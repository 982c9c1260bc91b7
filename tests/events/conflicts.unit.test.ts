import { describe, expect, it } from 'vitest';
import { asConcurrencyError, ConcurrencyError, conflictOf } from '../../events/store/conflicts';

const pg = (code: string, constraint?: string) => Object.assign(new Error(`pg ${code}`), { code, constraint });

describe('what counts as a conflict', () => {
  it('a stream that moved: es_append\'s version check, a stream or position another append took first', () => {
    expect(conflictOf(new ConcurrencyError('moved'))).toBe('moved');
    expect(conflictOf(pg('P0409'))).toBe('moved');
    expect(conflictOf(pg('23505', 'es_streams_pkey'))).toBe('moved');
    expect(conflictOf(pg('23505', 'es_events_stream_id_stream_position_key'))).toBe('moved');
  });

  it('locks not granted: a lock timeout, a deadlock, a serialization failure', () => {
    for (const code of ['55P03', '40P01', '40001']) expect(conflictOf(pg(code))).toBe('locks');
  });

  it("a command's own unique index only when it names it", () => {
    expect(conflictOf(pg('23505', 'bookings_one_per_member'))).toBeUndefined();
    expect(conflictOf(pg('23505', 'bookings_one_per_member'), { constraints: ['bookings_one_per_member'] })).toBe('moved');
  });

  it('on a snapshot, any unique index or CHECK another command reached first', () => {
    expect(conflictOf(pg('23505', 'command_log_pkey'), { snapshot: true })).toBe('moved');
    expect(conflictOf(pg('23514', 'member_credits_balance_check'), { snapshot: true })).toBe('moved');
    expect(conflictOf(pg('23514', 'member_credits_balance_check'))).toBeUndefined();
  });

  it('never a refusal, a bug or a lost connection', () => {
    expect(conflictOf(Object.assign(new Error('SLOT_FULL'), { status: 409, code: 'SLOT_FULL' }))).toBeUndefined();
    expect(conflictOf(new TypeError('x is undefined'))).toBeUndefined();
    expect(conflictOf(pg('57P01'))).toBeUndefined();
    expect(conflictOf(undefined)).toBeUndefined();
  });

  it('turns a stream that moved into a ConcurrencyError and leaves anything else as it was', () => {
    expect(asConcurrencyError(pg('P0409'))).toBeInstanceOf(ConcurrencyError);
    const lock = pg('55P03');
    expect(asConcurrencyError(lock)).toBe(lock);
  });
});
