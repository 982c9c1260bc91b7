import { describe, it } from 'vitest';
import type { ScheduleSlotEvent, SlotShape } from '../../events/catalog/catalog.events';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { scheduleSlotDecider } from './schedule-slot.decider';

const spec = streamDeciderSpec(scheduleSlotDecider);
const monday18: SlotShape = { weekday: 1, time: '18:00', disciplineId: 2, capacity: 12 };
const added: ScheduleSlotEvent = { type: 'ScheduleSlotAdded', data: { slotId: 5, ...monday18 } };
const removed: ScheduleSlotEvent = { type: 'ScheduleSlotRemoved', data: { slotId: 5, ...monday18 } };
const add = (slot: Partial<SlotShape>, disciplineActive = true) =>
  ({ type: 'AddScheduleSlot', slotId: 5, slot: { ...monday18, ...slot }, disciplineActive }) as const;
const change = (slot: Partial<SlotShape>, disciplineActive = true) =>
  ({ type: 'ChangeScheduleSlot', slotId: 5, slot: { ...monday18, ...slot }, disciplineActive }) as const;

describe('AddScheduleSlot', () => {
  it('adds a weekly slot', () => {
    spec.given([]).when(add({})).then([added]);
  });

  it('accepts any day Lunes..Domingo and times from 00:00 to 23:59', () => {
    spec.given([]).when(add({ weekday: 7, time: '00:00' })).then([{ type: 'ScheduleSlotAdded', data: { slotId: 5, ...monday18, weekday: 7, time: '00:00' } }]);
    spec.given([]).when(add({ time: '23:59' })).then([{ type: 'ScheduleSlotAdded', data: { slotId: 5, ...monday18, time: '23:59' } }]);
  });

  it('refuses a time that is not HH:MM', () => {
    for (const time of ['25:00', '7:00', '07:60', '0700', '', '07:00:00']) {
      spec.given([]).when(add({ time })).thenRejects({ status: 400, code: 'INVALID_TIME' });
    }
  });

  it('refuses a capacity below 1 or not whole', () => {
    spec.given([]).when(add({ capacity: 0 })).thenRejects({ status: 400, code: 'INVALID_CAPACITY' });
    spec.given([]).when(add({ capacity: -3 })).thenRejects({ status: 400, code: 'INVALID_CAPACITY' });
    spec.given([]).when(add({ capacity: 2.5 })).thenRejects({ status: 400, code: 'INVALID_CAPACITY' });
  });

  it('refuses a weekday outside 1..7', () => {
    spec.given([]).when(add({ weekday: 8 })).thenRejects({ status: 400, code: 'INVALID_WEEKDAY' });
  });

  it('refuses a discipline that does not exist', () => {
    spec.given([]).when(add({}, false)).thenRejects({ status: 400, code: 'UNKNOWN_DISCIPLINE', detail: 'La disciplina elegida no existe.' });
  });

  it('never adds the same stream twice', () => {
    spec.given([added]).when(add({})).thenRejects({ status: 409, code: 'SCHEDULE_SLOT_EXISTS' });
  });
});

describe('ChangeScheduleSlot', () => {
  it('records the slot before and after, for the booking reactor', () => {
    const after = { weekday: 3, time: '19:00', disciplineId: 4, capacity: 8 };
    spec.given([added]).when(change(after)).then([{ type: 'ScheduleSlotChanged', data: { slotId: 5, before: monday18, after } }]);
  });

  it('applies every change on top of the previous one', () => {
    const first: ScheduleSlotEvent = { type: 'ScheduleSlotChanged', data: { slotId: 5, before: monday18, after: { ...monday18, capacity: 8 } } };
    spec.given([added, first]).when(change({ capacity: 10 }))
      .then([{ type: 'ScheduleSlotChanged', data: { slotId: 5, before: { ...monday18, capacity: 8 }, after: { ...monday18, capacity: 10 } } }]);
  });

  it('records nothing when nothing changes', () => {
    spec.given([added]).when(change({})).then([]);
  });

  it('validates like an add', () => {
    spec.given([added]).when(change({ time: '7:00' })).thenRejects({ code: 'INVALID_TIME' });
    spec.given([added]).when(change({ capacity: 0 })).thenRejects({ code: 'INVALID_CAPACITY' });
    spec.given([added]).when(change({ disciplineId: 9 }, false)).thenRejects({ code: 'UNKNOWN_DISCIPLINE' });
  });

  it('refuses an unknown or removed slot', () => {
    spec.given([]).when(change({})).thenRejects({ status: 404, code: 'SCHEDULE_SLOT_NOT_FOUND' });
    spec.given([added, removed]).when(change({ capacity: 3 })).thenRejects({ status: 404, code: 'SCHEDULE_SLOT_NOT_FOUND' });
  });
});

describe('RemoveScheduleSlot', () => {
  it('removes the slot, carrying what it was', () => {
    spec.given([added]).when({ type: 'RemoveScheduleSlot', slotId: 5 }).then([removed]);
  });

  it('carries the latest shape after a change', () => {
    const after = { ...monday18, time: '20:00' };
    const changed: ScheduleSlotEvent = { type: 'ScheduleSlotChanged', data: { slotId: 5, before: monday18, after } };
    spec.given([added, changed]).when({ type: 'RemoveScheduleSlot', slotId: 5 }).then([{ type: 'ScheduleSlotRemoved', data: { slotId: 5, ...after } }]);
  });

  it('refuses an unknown or already removed slot', () => {
    spec.given([]).when({ type: 'RemoveScheduleSlot', slotId: 5 }).thenRejects({ status: 404 });
    spec.given([added, removed]).when({ type: 'RemoveScheduleSlot', slotId: 5 }).thenRejects({ status: 404 });
  });
});

describe('instructor and duration', () => {
  const details = { instructorId: 'coach-1', durationMinutes: 45 };
  const detailsSet: ScheduleSlotEvent = { type: 'ScheduleSlotDetailsSet', data: { slotId: 5, ...details } };

  it('a new slot names its instructor and duration beside it; the defaults (nobody, 60 minutes) need no event', () => {
    spec.given([]).when({ ...add({}), details, instructorIsStaff: true }).then([added, detailsSet]);
    spec.given([]).when({ ...add({}), details: { instructorId: null, durationMinutes: 60 }, instructorIsStaff: true }).then([added]);
  });

  it('a change sets only what changed, and nothing when nothing did', () => {
    spec.given([added]).when({ ...change({}), details, instructorIsStaff: true }).then([detailsSet]);
    spec.given([added, detailsSet]).when({ ...change({}), details, instructorIsStaff: true }).then([]);
    spec.given([added, detailsSet]).when({ ...change({ capacity: 8 }), details, instructorIsStaff: true }).then([
      { type: 'ScheduleSlotChanged', data: { slotId: 5, before: monday18, after: { ...monday18, capacity: 8 } } },
    ]);
  });

  it('refuses an instructor who is not staff and a duration out of range', () => {
    spec.given([]).when({ ...add({}), details, instructorIsStaff: false }).thenRejects({ status: 400, code: 'INSTRUCTOR_NOT_STAFF' });
    for (const durationMinutes of [0, 14, 301, 45.5]) {
      spec.given([added]).when({ ...change({}), details: { instructorId: null, durationMinutes }, instructorIsStaff: true }).thenRejects({ status: 400, code: 'INVALID_DURATION', detail: 'La duración tiene que ser de 15 a 300 minutos.' });
    }
  });
});

describe('AddOneOffClass', () => {
  const oneOff = (over: Partial<{ fecha: string; today: string; instructorIsStaff: boolean; disciplineActive: boolean }> = {}) =>
    ({ type: 'AddOneOffClass', slotId: 5, fecha: '2026-12-24', today: '2026-11-16', slot: { ...monday18, weekday: 4 }, details: { instructorId: 'coach-1', durationMinutes: 90 }, disciplineActive: true, instructorIsStaff: true, ...over }) as const;
  const oneOffAdded: ScheduleSlotEvent = { type: 'OneOffClassAdded', data: { slotId: 5, fecha: '2026-12-24', ...monday18, weekday: 4, instructorId: 'coach-1', durationMinutes: 90 } };

  it('adds a class on one date, with its instructor and duration', () => {
    spec.given([]).when(oneOff()).then([oneOffAdded]);
    spec.given([]).when(oneOff({ fecha: '2026-11-16' })).then([{ ...oneOffAdded, data: { ...oneOffAdded.data, fecha: '2026-11-16' } } as ScheduleSlotEvent]);
  });

  it('refuses a past date, a removed discipline, an instructor who is not staff, and an id in use', () => {
    spec.given([]).when(oneOff({ fecha: '2026-11-15' })).thenRejects({ status: 400, code: 'DATE_IN_PAST' });
    spec.given([]).when(oneOff({ fecha: '9999-12-31' })).thenRejects({ status: 400, code: 'DATE_TOO_FAR' });
    spec.given([]).when(oneOff({ disciplineActive: false })).thenRejects('UNKNOWN_DISCIPLINE');
    spec.given([]).when(oneOff({ instructorIsStaff: false })).thenRejects('INSTRUCTOR_NOT_STAFF');
    spec.given([oneOffAdded]).when(oneOff()).thenRejects('SCHEDULE_SLOT_EXISTS');
  });

  it('a one-off class can be removed like any slot', () => {
    spec.given([oneOffAdded]).when({ type: 'RemoveScheduleSlot', slotId: 5 }).then([{ type: 'ScheduleSlotRemoved', data: { slotId: 5, ...monday18, weekday: 4 } }]);
  });
});
