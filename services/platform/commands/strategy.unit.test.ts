import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { InlineProjections } from '../../../projections/runner/inline-projections';
import type { FactsCommand, StreamCommand } from './command';
import { strategyOf } from './strategy';

// The definition chooses how a command reads and writes; the store's projectors decide whether its own CTEs may
// stand in for them.
const inline = (fastCommands: string[]): InlineProjections => ({ projectors: [], fastCommands: new Set(fastCommands) });

const fold: StreamCommand<null> = { type: 'RenameThing', decide: async () => ({ appends: [], result: null }) };
const facts: FactsCommand<unknown, null> = { type: 'CheckIn', streams: sql`SELECT 1`, facts: sql`SELECT 1`, decide: () => ({ appends: [], result: null }) };
const withWrites: FactsCommand<unknown, null> = { ...facts, type: 'ReserveSlot', inlineWrites: () => [] };

describe('the strategy a command definition asks for', () => {
  it('folds the streams it reads when the command reads in its transaction', () => {
    expect(strategyOf(fold, inline(['RenameThing'])).name).toBe('stream-fold');
  });

  it('decides on facts under the locks, running the projectors, when the command has no inline writes', () => {
    expect(strategyOf(facts, inline(['CheckIn'])).name).toBe('facts-under-locks');
  });

  it('writes its own CTEs (optimistic first) only while the store says they mirror its projectors', () => {
    expect(strategyOf(withWrites, inline(['ReserveSlot'])).name).toBe('facts-with-inline-writes');
    expect(strategyOf(withWrites, inline([])).name).toBe('facts-under-locks');
  });

  it('gives only the inline-writes strategy a try before the transaction', () => {
    expect(strategyOf(fold, inline([])).settle).toBeUndefined();
    expect(strategyOf(facts, inline([])).settle).toBeUndefined();
    expect(strategyOf(withWrites, inline(['ReserveSlot'])).settle).toBeTypeOf('function');
  });
});
