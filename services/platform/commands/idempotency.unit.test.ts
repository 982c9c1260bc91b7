import { sql, DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DomainError, fail } from '../../../events/framework/errors';
import { answered, answerKey, claimKeys, isStoredRefusal, refused, replayStored, requestHash } from './idempotency';

const offline = new Kysely<unknown>({
  dialect: { createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (db) => new PostgresIntrospector(db), createQueryCompiler: () => new PostgresQueryCompiler() },
});
const compiled = (b: ReturnType<typeof claimKeys>) => sql`${b}`.compile(offline);

describe('the idempotency module', () => {
  it('hashes a keyed request by command, actor and body, and nothing without a key', () => {
    const ctx = { now: new Date(0), actorId: 'ana', idempotencyKey: 'k', request: { id: 1 } };
    expect(requestHash('ReserveSlot', ctx)).toBe(requestHash('ReserveSlot', { ...ctx, now: new Date(1) }));
    expect(requestHash('ReserveSlot', ctx)).not.toBe(requestHash('ReserveSlot', { ...ctx, request: { id: 2 } }));
    expect(requestHash('ReserveSlot', ctx)).not.toBe(requestHash('CancelBooking', ctx));
    expect(requestHash('ReserveSlot', ctx)).not.toBe(requestHash('ReserveSlot', { ...ctx, actorId: 'bea' }));
    expect(requestHash('ReserveSlot', { ...ctx, idempotencyKey: undefined })).toBe('');
  });

  it('replays a stored result, and a stored refusal as the same error', () => {
    const stored = (outcome: unknown) => ({ request_hash: 'h', command_type: 'ReserveSlot', outcome });
    expect(replayStored(stored(answered({ id: 7 })), 'ReserveSlot', 'h')).toEqual({ result: { id: 7 }, events: [], replayed: true });
    expect(replayStored(stored(answered(undefined)), 'ReserveSlot', 'h').result).toBeNull();
    const refusal = fail('SLOT_FULL');
    let thrown: unknown;
    try {
      replayStored(stored(refused(refusal)), 'ReserveSlot', 'h');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({ status: refusal.status, code: 'SLOT_FULL', detail: refusal.detail });
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED for another body or another command under the same key', () => {
    const stored = { request_hash: 'h', command_type: 'ReserveSlot', outcome: answered(null) };
    expect(() => replayStored(stored, 'ReserveSlot', 'other')).toThrow(expect.objectContaining({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' }));
    expect(() => replayStored(stored, 'CancelBooking', 'h')).toThrow(expect.objectContaining({ code: 'IDEMPOTENCY_KEY_REUSED' }));
  });

  it('stores refusals, but not a database that was away (nothing was decided)', () => {
    expect(isStoredRefusal(fail('SLOT_FULL'))).toBe(true);
    expect(isStoredRefusal(fail('DATABASE_UNAVAILABLE'))).toBe(false);
    expect(isStoredRefusal(new Error('bug'))).toBe(false);
  });

  it('claims one key with parameters of its own, several in one JSON parameter, skipping or failing on a taken key', () => {
    const one = compiled(claimKeys([{ key: 'k1', commandType: 'ReserveSlot', hash: 'h' }], 'skip'));
    expect(one.sql).toMatch(/^INSERT INTO command_log .* VALUES \(\$1, \$2, \$3, \$4::jsonb\) ON CONFLICT DO NOTHING RETURNING 1$/s);
    expect(one.parameters).toEqual(['k1', 'ReserveSlot', 'h', null]);
    const claims = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `k${i}`, commandType: 'ReserveSlot', hash: 'h', answer: answered({ id: i }) }));
    const [two, sixteen] = [compiled(claimKeys(claims(2), 'fail')), compiled(claimKeys(claims(16), 'fail'))];
    expect(two.sql).toBe(sixteen.sql); // one text (and one plan per connection) for any batch
    expect(two.sql).not.toMatch(/ON CONFLICT/);
    expect(JSON.parse(two.parameters[0] as string)).toEqual([
      { idempotency_key: 'k0', command_type: 'ReserveSlot', request_hash: 'h', outcome: { result: { id: 0 } } },
      { idempotency_key: 'k1', command_type: 'ReserveSlot', request_hash: 'h', outcome: { result: { id: 1 } } },
    ]);
  });

  it("updates a claimed key's answer in one shape, for a result or a refusal", () => {
    const result = compiled(answerKey('k', answered({ id: 1 })));
    const refusal = compiled(answerKey('k', refused(fail('SLOT_FULL'))));
    expect(result.sql).toBe(refusal.sql);
    expect(result.parameters).toEqual([JSON.stringify({ result: { id: 1 } }), 'k']);
    expect(JSON.parse(refusal.parameters[0] as string)).toMatchObject({ rejected: { code: 'SLOT_FULL', status: 409 } });
  });
});
