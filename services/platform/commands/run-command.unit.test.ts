import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { FactsCommand, StreamCommand } from './command';
import { strategyOf } from './run-command';

// The definition chooses how a command reads and writes.

const fold: StreamCommand<null> = { type: 'RenameThing', decide: async () => ({ appends: [], result: null }) };
const facts: FactsCommand<unknown, null> = { type: 'CheckIn', streams: sql`SELECT 1`, facts: sql`SELECT 1`, decide: () => ({ appends: [], result: null }) };
const withWrites: FactsCommand<unknown, null> = { ...facts, type: 'ReserveSlot', inlineWrites: () => [] };

describe('the strategy a command definition asks for', () => {
  it('folds the streams it reads when the command reads in its transaction', () => {
    expect(strategyOf(fold).name).toBe('stream-fold');
  });

  it('decides on facts under the locks, running the projectors, when the command has no inline writes', () => {
    expect(strategyOf(facts).name).toBe('facts-under-locks');
  });

  it('writes its own CTEs (optimistic first) when the command has inline writes', () => {
    expect(strategyOf(withWrites).name).toBe('facts-with-inline-writes');
  });

  it('gives only the inline-writes strategy a try before the transaction', () => {
    expect(strategyOf(fold).settle).toBeUndefined();
    expect(strategyOf(facts).settle).toBeUndefined();
    expect(strategyOf(withWrites).settle).toBeTypeOf('function');
  });
});
