import { scheduleSlotStream, type SlotDetails, type SlotShape } from '../../events/catalog/catalog.events';
import { findDiscipline } from '../../projections/catalog/disciplines.queries';
import { findUser, isMemberDeleted } from '../../projections/membership/users.queries';
import { runCommand } from '../platform/commands/run-command';
import type { CommandContext } from '../platform/commands/command';
import { decideOnStream } from '../platform/commands/stream-fold';
import type { Db } from '../../db/database';
import { isoWeekdayOf } from '../../domain/booking/agenda-horizon';
import { lockCatalog, nextId } from './catalog-facts';
import { scheduleSlotDecider } from './schedule-slot.decider';

const disciplineActive = async (trx: Db, id: number) => (await findDiscipline(trx, id)) !== undefined;
/** The instructor is staff (admin or coach) whose account still exists; no instructor named needs no lookup. */
const instructorIsStaff = async (trx: Db, details: SlotDetails | undefined) => {
  if (!details?.instructorId) return true;
  const user = await findUser(trx, details.instructorId);
  return user !== undefined && (user.role === 'admin' || user.role === 'coach') && !(await isMemberDeleted(trx, user.userId));
};

export async function addScheduleSlot(db: Db, ctx: CommandContext, slot: SlotShape, details?: SlotDetails): Promise<{ id: number }> {
  const { result } = await runCommand(db, {
    type: 'AddScheduleSlot',
    decide: async (trx) => {
      await lockCatalog(trx);
      const slotId = await nextId(trx, 'schedule_slot_id_seq');
      const { append } = await decideOnStream(trx, scheduleSlotStream(slotId), scheduleSlotDecider, {
        type: 'AddScheduleSlot',
        slotId,
        slot,
        disciplineActive: await disciplineActive(trx, slot.disciplineId),
        details,
        instructorIsStaff: await instructorIsStaff(trx, details),
      });
      return { appends: [append], result: { id: slotId } };
    },
  }, ctx);
  return result;
}

export async function changeScheduleSlot(db: Db, ctx: CommandContext, input: { id: number; slot: SlotShape; details?: SlotDetails }): Promise<void> {
  await runCommand(db, {
    type: 'ChangeScheduleSlot',
    decide: async (trx) => {
      await lockCatalog(trx);
      const { append } = await decideOnStream(trx, scheduleSlotStream(input.id), scheduleSlotDecider, {
        type: 'ChangeScheduleSlot',
        slotId: input.id,
        slot: input.slot,
        disciplineActive: await disciplineActive(trx, input.slot.disciplineId),
        details: input.details,
        instructorIsStaff: await instructorIsStaff(trx, input.details),
      });
      return { appends: [append], result: null };
    },
  }, ctx);
}

export async function removeScheduleSlot(db: Db, ctx: CommandContext, input: { id: number }): Promise<void> {
  await runCommand(db, {
    type: 'RemoveScheduleSlot',
    decide: async (trx) => {
      const { append } = await decideOnStream(trx, scheduleSlotStream(input.id), scheduleSlotDecider, { type: 'RemoveScheduleSlot', slotId: input.id });
      return { appends: [append], result: null };
    },
  }, ctx);
}

export interface OneOffInput {
  fecha: string;
  time: string;
  disciplineId: number;
  capacity: number;
  details: SlotDetails;
  /** The studio's date now. */
  today: string;
}

/**
 * AddOneOffClass: a class on one date, as a schedule slot with that date. Takes the catalog lock like
 * every slot edit, so a day being closed (services/booking/calendar.commands.ts) sees it or it sees the closure.
 */
export async function addOneOffClass(db: Db, ctx: CommandContext, input: OneOffInput): Promise<{ id: number }> {
  const { result } = await runCommand(db, {
    type: 'AddOneOffClass',
    decide: async (trx) => {
      await lockCatalog(trx);
      const slotId = await nextId(trx, 'schedule_slot_id_seq');
      const { append } = await decideOnStream(trx, scheduleSlotStream(slotId), scheduleSlotDecider, {
        type: 'AddOneOffClass',
        slotId,
        fecha: input.fecha,
        today: input.today,
        slot: { weekday: isoWeekdayOf(input.fecha), time: input.time, disciplineId: input.disciplineId, capacity: input.capacity },
        details: input.details,
        disciplineActive: await disciplineActive(trx, input.disciplineId),
        instructorIsStaff: await instructorIsStaff(trx, input.details),
      });
      return { appends: [append], result: { id: slotId } };
    },
  }, ctx);
  return result;
}
