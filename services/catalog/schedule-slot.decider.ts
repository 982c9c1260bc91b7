import type { ScheduleSlotEvent, SlotDetails, SlotShape } from '../../events/catalog/catalog.events';
import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import { requireStudioDate } from '../platform/studio-dates';
import { requireCapacity, requireDuration, requireTime, requireWeekday } from './catalog-rules';

export interface ScheduleSlotState {
  status: 'none' | 'active' | 'removed';
  slot: SlotShape | undefined;
  /** A one-off class's date; undefined for a weekly slot. */
  fecha?: string;
  details: SlotDetails;
}

/** Who runs a slot's class and for how long when nobody said (the studio's rule before each slot had its own). */
export const DEFAULT_DETAILS: SlotDetails = { instructorId: null, durationMinutes: 60 };

/**
 * Facts looked up before deciding ride in the command: the slot must name a live discipline, and its instructor a
 * staff member (admin or coach). `today` is the studio's date (a one-off class is for today or later).
 */
export type ScheduleSlotCommand =
  | { type: 'AddScheduleSlot'; slotId: number; slot: SlotShape; disciplineActive: boolean; details?: SlotDetails; instructorIsStaff?: boolean }
  | { type: 'ChangeScheduleSlot'; slotId: number; slot: SlotShape; disciplineActive: boolean; details?: SlotDetails; instructorIsStaff?: boolean }
  | { type: 'RemoveScheduleSlot'; slotId: number }
  | { type: 'AddOneOffClass'; slotId: number; fecha: string; today: string; slot: SlotShape; details: SlotDetails; disciplineActive: boolean; instructorIsStaff: boolean };

const initialState = (): ScheduleSlotState => ({ status: 'none', slot: undefined, details: DEFAULT_DETAILS });

function evolve(state: ScheduleSlotState, event: ScheduleSlotEvent): ScheduleSlotState {
  switch (event.type) {
    case 'ScheduleSlotAdded': {
      const { slotId: _id, ...slot } = event.data;
      return { ...state, status: 'active', slot };
    }
    case 'ScheduleSlotChanged':
      return { ...state, slot: event.data.after };
    case 'ScheduleSlotRemoved':
      return { ...state, status: 'removed' };
    case 'ScheduleSlotDetailsSet':
      return { ...state, details: { instructorId: event.data.instructorId, durationMinutes: event.data.durationMinutes } };
    case 'OneOffClassAdded': {
      const { slotId: _id, fecha, instructorId, durationMinutes, ...slot } = event.data;
      return { status: 'active', slot, fecha, details: { instructorId, durationMinutes } };
    }
    default:
      return state;
  }
}

function validSlot(slot: SlotShape, disciplineActive: boolean): SlotShape {
  const valid = {
    weekday: requireWeekday(slot.weekday),
    time: requireTime(slot.time),
    disciplineId: slot.disciplineId,
    capacity: requireCapacity(slot.capacity),
  };
  if (!disciplineActive) throw fail('UNKNOWN_DISCIPLINE');
  return valid;
}

function validDetails(details: SlotDetails, instructorIsStaff: boolean | undefined): SlotDetails {
  const durationMinutes = requireDuration(details.durationMinutes);
  if (details.instructorId !== null && !instructorIsStaff) throw fail('INSTRUCTOR_NOT_STAFF');
  return { instructorId: details.instructorId, durationMinutes };
}

const sameSlot = (a: SlotShape, b: SlotShape) =>
  a.weekday === b.weekday && a.time === b.time && a.disciplineId === b.disciplineId && a.capacity === b.capacity;
const sameDetails = (a: SlotDetails, b: SlotDetails) => a.instructorId === b.instructorId && a.durationMinutes === b.durationMinutes;

const missing = () => fail('SCHEDULE_SLOT_NOT_FOUND');

/** The details event when they differ from what the slot has (a new slot "has" the defaults). */
function detailsEvents(slotId: number, current: SlotDetails, wanted: SlotDetails | undefined, instructorIsStaff: boolean | undefined): ScheduleSlotEvent[] {
  if (!wanted) return [];
  const details = validDetails(wanted, instructorIsStaff);
  return sameDetails(current, details) ? [] : [{ type: 'ScheduleSlotDetailsSet', data: { slotId, ...details } }];
}

function decide(command: ScheduleSlotCommand, state: ScheduleSlotState): ScheduleSlotEvent[] {
  switch (command.type) {
    case 'AddScheduleSlot': {
      const slot = validSlot(command.slot, command.disciplineActive);
      const details = detailsEvents(command.slotId, DEFAULT_DETAILS, command.details, command.instructorIsStaff);
      if (state.status !== 'none') throw fail('SCHEDULE_SLOT_EXISTS');
      return [{ type: 'ScheduleSlotAdded', data: { slotId: command.slotId, ...slot } }, ...details];
    }
    case 'ChangeScheduleSlot': {
      const slot = validSlot(command.slot, command.disciplineActive);
      if (state.status !== 'active' || !state.slot) throw missing();
      const details = detailsEvents(command.slotId, state.details, command.details, command.instructorIsStaff);
      const changed: ScheduleSlotEvent[] = sameSlot(state.slot, slot) ? [] : [{ type: 'ScheduleSlotChanged', data: { slotId: command.slotId, before: state.slot, after: slot } }];
      return [...changed, ...details];
    }
    case 'RemoveScheduleSlot':
      if (state.status !== 'active' || !state.slot) throw missing();
      return [{ type: 'ScheduleSlotRemoved', data: { slotId: command.slotId, ...state.slot } }];
    case 'AddOneOffClass': {
      const slot = validSlot(command.slot, command.disciplineActive);
      const details = validDetails(command.details, command.instructorIsStaff);
      if (command.fecha < command.today) throw fail('DATE_IN_PAST');
      requireStudioDate(command.fecha, command.today);
      if (state.status !== 'none') throw fail('SCHEDULE_SLOT_EXISTS');
      return [{ type: 'OneOffClassAdded', data: { slotId: command.slotId, fecha: command.fecha, ...slot, ...details } }];
    }
  }
}

export const scheduleSlotDecider: StreamDecider<ScheduleSlotState, ScheduleSlotCommand, ScheduleSlotEvent> = { initialState, evolve, decide };
