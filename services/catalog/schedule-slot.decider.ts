import type { ScheduleSlotEvent, SlotShape } from '../../events/catalog/catalog.events';
import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import { requireCapacity, requireTime, requireWeekday } from './catalog-rules';

export interface ScheduleSlotState {
  status: 'none' | 'active' | 'removed';
  slot: SlotShape | undefined;
}

/** `disciplineActive` is looked up before deciding: the slot must name a live discipline. */
export type ScheduleSlotCommand =
  | { type: 'AddScheduleSlot'; slotId: number; slot: SlotShape; disciplineActive: boolean }
  | { type: 'ChangeScheduleSlot'; slotId: number; slot: SlotShape; disciplineActive: boolean }
  | { type: 'RemoveScheduleSlot'; slotId: number };

const initialState = (): ScheduleSlotState => ({ status: 'none', slot: undefined });

function evolve(state: ScheduleSlotState, event: ScheduleSlotEvent): ScheduleSlotState {
  switch (event.type) {
    case 'ScheduleSlotAdded': {
      const { slotId: _id, ...slot } = event.data;
      return { status: 'active', slot };
    }
    case 'ScheduleSlotChanged':
      return { ...state, slot: event.data.after };
    case 'ScheduleSlotRemoved':
      return { ...state, status: 'removed' };
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

const sameSlot = (a: SlotShape, b: SlotShape) =>
  a.weekday === b.weekday && a.time === b.time && a.disciplineId === b.disciplineId && a.capacity === b.capacity;

const missing = () => fail('SCHEDULE_SLOT_NOT_FOUND');

function decide(command: ScheduleSlotCommand, state: ScheduleSlotState): ScheduleSlotEvent[] {
  switch (command.type) {
    case 'AddScheduleSlot': {
      const slot = validSlot(command.slot, command.disciplineActive);
      if (state.status !== 'none') throw fail('SCHEDULE_SLOT_EXISTS');
      return [{ type: 'ScheduleSlotAdded', data: { slotId: command.slotId, ...slot } }];
    }
    case 'ChangeScheduleSlot': {
      const slot = validSlot(command.slot, command.disciplineActive);
      if (state.status !== 'active' || !state.slot) throw missing();
      if (sameSlot(state.slot, slot)) return [];
      return [{ type: 'ScheduleSlotChanged', data: { slotId: command.slotId, before: state.slot, after: slot } }];
    }
    case 'RemoveScheduleSlot':
      if (state.status !== 'active' || !state.slot) throw missing();
      return [{ type: 'ScheduleSlotRemoved', data: { slotId: command.slotId, ...state.slot } }];
  }
}

export const scheduleSlotDecider: StreamDecider<ScheduleSlotState, ScheduleSlotCommand, ScheduleSlotEvent> = { initialState, evolve, decide };
