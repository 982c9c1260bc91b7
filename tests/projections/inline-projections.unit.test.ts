import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { inlineProjectionsOf, withInlineProjections } from '../../projections/runner/inline-projections';
import type { Projector } from '../../projections/runner/projection';
import { featureInlineProjections, features, inlineProjectors } from '../../services/features';

// The store's inline projections travel with the database handle (projections/runner/inline-projections.ts), and
// the commands that write them in their own statement are checked against them once, when the handle is given them.

const offline = () =>
  new Kysely<Database>({
    dialect: { createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (db) => new PostgresIntrospector(db), createQueryCompiler: () => new PostgresQueryCompiler() },
  });

const LOCKED_FAST = ['ReserveSlot', 'JoinWaitlist', 'LeaveWaitlist', 'ChangeWaitlistLimit', 'ClearWaitlist', 'CancelBooking', 'SettleWaitlist'];

describe('inline projections carried by the database handle', () => {
  it('a handle given none refuses to run commands, with the reason', () => {
    expect(() => inlineProjectionsOf(offline())).toThrow(/given no inline projectors/);
  });

  it('a handle keeps what it was given, and so does every transaction opened on it', async () => {
    const inline = featureInlineProjections();
    const db = withInlineProjections(offline(), inline);
    expect(inlineProjectionsOf(db)).toBe(inline);
    await db.transaction().execute(async (trx) => {
      expect(inlineProjectionsOf(trx)).toBe(inline);
    });
  });

  it("the app's booking and waitlist commands take their own writes, as their CTEs write what the projectors would", () => {
    const inline = featureInlineProjections();
    expect(inline.projectors).toBe(inlineProjectors());
    expect(features.flatMap((f) => f.fastWrites ?? []).flatMap((w) => w.commands).sort()).toEqual([...LOCKED_FAST].sort());
    expect(featureInlineProjections()).toBe(inline); // checked once
  });

  it('a projector added for a booking event stops the start, naming the commands whose statement would miss it', () => {
    const extra: Projector = { name: 'booking-audit@v1', tables: ['booking_audit'], handles: ['SlotReserved'], apply: async () => undefined };
    expect(() => featureInlineProjections([...inlineProjectors(), extra])).toThrow(new RegExp(`^${[...LOCKED_FAST].join(', ')} write the inline projections`));
    const waitlistOnly: Projector = { ...extra, name: 'waitlist-audit@v1', handles: ['WaitlistJoined'] };
    expect(() => featureInlineProjections([...inlineProjectors(), waitlistOnly])).toThrow(/^JoinWaitlist, LeaveWaitlist, ChangeWaitlistLimit, ClearWaitlist, CancelBooking, SettleWaitlist write/);
  });
});
