import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { DomainError } from '../../../events/framework/errors';
import { agendaDates, isoWeekdayOf } from '../../../domain/booking/agenda-horizon';
import { bookMakeup, setMakeupSettings } from '../../../services/booking/makeup.commands';
import { cancelBookingWithWaitlist } from '../../../services/booking/waitlist.commands';
import type { CommandContext } from '../../../services/platform/commands/command';

export type MakeupKind = 'SetMakeupSettings' | 'BookMakeup';

/**
 * Make-up classes' commands as their routes run them: the studio's rule (on with `flag`, closed days recoverable, 7·n
 * days' validity and n a month), and a make-up booked with her right in the first class of the same discipline that
 * takes it (with `flag`, cancelled again in time: the right comes back, and she books it once more).
 */
export async function runMakeupCommand(db: Db, ctx: (actorId?: string) => CommandContext, kind: MakeupKind, input: { userId: string | undefined; n: number; flag: boolean; tz: string; today: string }): Promise<string | undefined> {
  if (kind === 'SetMakeupSettings') {
    await setMakeupSettings(db, ctx(), { enabled: input.flag, validDays: 7 * input.n, monthlyCap: input.n, closuresRecoverable: true });
    return;
  }
  const { userId, tz } = input;
  if (!userId) return 'NOTHING_TO_ACT_ON';
  const { rows: targets } = await sql<{ slot_id: number; weekday: number }>`
    SELECT s.id AS slot_id, s.weekday FROM member_makeups mk
    JOIN schedule_slots m ON m.id = mk.slot_id JOIN schedule_slots s ON s.disciplina_id = m.disciplina_id AND NOT s.deleted AND s.fecha IS NULL
    WHERE mk.user_id = ${userId} AND mk.booking_id IS NULL ORDER BY s.id`.execute(db);
  let refusal = 'NO_MAKEUP';
  for (const target of targets) {
    for (const fecha of agendaDates(input.today).filter((d) => isoWeekdayOf(d) === target.weekday)) {
      try {
        const { result } = await bookMakeup(db, ctx(userId), { userId, slotId: target.slot_id, fecha, tz });
        if (!input.flag) return;
        await cancelBookingWithWaitlist(db, ctx(userId), { bookingId: result.id, actor: { userId, role: 'member' }, reason: 'member', tz });
        await bookMakeup(db, ctx(userId), { userId, slotId: target.slot_id, fecha, tz });
        return;
      } catch (error) {
        if (!(error instanceof DomainError) || error.status >= 500) throw error;
        refusal = error.code;
      }
    }
  }
  return refusal;
}
