import { memberStream } from '../../events/catalog/packages.events';
import { occurrenceStream } from '../../events/catalog/booking.events';
import { makeupSettingsStream } from '../../events/catalog/booking.makeups';
import type { MakeupSettings } from '../../domain/booking/makeup-rules';
import { studioTime } from '../../domain/time/studio-time';
import type { Db } from '../../db/database';
import { reserveFactsOf, reserveFactsSql } from '../../projections/booking/booking-facts.queries';
import { countRegularsPending, listMakeupsWithDiscipline, makeupSettingsOf } from '../../projections/booking/makeups.queries';
import { knownStreamsSql, lockedVersion, type CommandContext, type FactsCommand } from '../platform/commands/command';
import { runCommand } from '../platform/commands/run-command';
import { decideOnStream } from '../platform/commands/stream-fold';
import { bookMakeupDecider, type BookMakeupFacts } from './makeup.decider';
import { makeupSettingsDecider } from './makeup-settings.decider';

export function setMakeupSettings(db: Db, ctx: CommandContext, settings: MakeupSettings) {
  return runCommand(db, {
    type: 'SetMakeupSettings',
    decide: async (trx) => {
      const { append } = await decideOnStream(trx, makeupSettingsStream(), makeupSettingsDecider, { type: 'SetMakeupSettings', settings });
      return { appends: [append], result: {} };
    },
  }, ctx);
}

type Input = { userId: string; slotId: number; fecha: string; tz: string };

/** Read right after the class's and her streams are locked: booking's facts, her rights, the regulars' places. */
async function makeupFactsOf(trx: Db, input: Input): Promise<BookMakeupFacts & { bookingId: number }> {
  const { rows } = await reserveFactsSql(input.slotId, input.fecha, input.userId).execute(trx);
  const { bookingId, ...reserve } = reserveFactsOf(rows[0] as Parameters<typeof reserveFactsOf>[0]);
  return {
    ...reserve,
    bookingId,
    settings: await makeupSettingsOf(trx),
    makeups: await listMakeupsWithDiscipline(trx, input.userId),
    regularsPending: await countRegularsPending(trx, input.slotId, input.fecha, input.userId),
  };
}

/**
 * BookMakeup: a class paid by a make-up right instead of a credit, in one transaction over the class occurrence and
 * her stream, as ReserveSlot's (its SlotReserved is the same booking; MakeupBooked marks the right used). A rare
 * command, so it takes the plain path: locks, then facts, then the inline projectors.
 */
export function bookMakeup(db: Db, ctx: CommandContext, input: Input) {
  const occurrence = occurrenceStream(input.slotId, input.fecha);
  const member = memberStream(input.userId);
  const command: FactsCommand<BookMakeupFacts & { bookingId: number }, { id: number }> = {
    type: 'BookMakeup',
    streams: knownStreamsSql(occurrence, member),
    facts: (trx) => makeupFactsOf(trx, input),
    conflictConstraints: ['bookings_one_per_member'],
    decide({ bookingId, ...facts }, versions) {
      const t = studioTime(ctx.now, input.tz);
      const d = bookMakeupDecider.decide({ bookingId, userId: input.userId, fecha: input.fecha, now: { date: t.date, minutes: t.minutes } }, facts);
      return {
        appends: [
          { ...occurrence, expectedVersion: lockedVersion(versions, occurrence.streamId), events: d.occurrence },
          { ...member, expectedVersion: lockedVersion(versions, member.streamId), events: d.member },
        ],
        result: { id: bookingId },
      };
    },
  };
  return runCommand(db, command, ctx);
}
