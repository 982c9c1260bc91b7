import { describe, it } from 'vitest';
import { factsDeciderSpec } from '../../events/framework/decider-spec';
import { DEFAULT_MAKEUP_SETTINGS } from '../../domain/booking/makeup-rules';
import { STUDIO_DEFAULT_POLICY } from './booking-policy';
import { bookMakeupDecider, type BookMakeup, type BookMakeupFacts } from './makeup.decider';

// Monday 2026-11-16, 12:00 in the studio; the make-up class is Wednesday's 18:00 reformer (discipline 2).
const now = { date: '2026-11-16', minutes: 12 * 60 };
const slot = { id: 7, diaSemana: 'Miércoles', hora: '18:00', cupoMaximo: 3 };
const right = (over: Partial<BookMakeupFacts['makeups'][number]> = {}) => ({ makeupId: 30, slotId: 5, fecha: '2026-11-10', validUntil: '2026-12-09', bookingId: null, bookedFecha: null, disciplineId: 2, ...over });
const on = { ...DEFAULT_MAKEUP_SETTINGS, enabled: true };

const facts = (over: Partial<BookMakeupFacts> = {}): BookMakeupFacts => ({
  slot, occupancy: { booked: 1, memberHolds: false }, member: { packageId: null, validUntil: null, credits: 0 },
  policy: STUDIO_DEFAULT_POLICY, slotDisciplineId: 2, settings: on, makeups: [right()], regularsPending: 0, ...over,
});
const book = (over: Partial<BookMakeup> = {}): BookMakeup => ({ bookingId: 41, userId: 'ana', fecha: '2026-11-18', now, ...over });
const booked = (makeupId: number) => ({
  occurrence: [{ type: 'SlotReserved' as const, data: { bookingId: 41, slotId: 7, fecha: '2026-11-18', hora: '18:00', userId: 'ana', capacity: 3 } }],
  member: [{ type: 'MakeupBooked' as const, data: { bookingId: 41, slotId: 7, fecha: '2026-11-18', userId: 'ana', makeupId } }],
});

describe('BookMakeup', () => {
  const spec = factsDeciderSpec(bookMakeupDecider);

  it('takes a free place with the right that runs out first, no package or credit needed', () => {
    spec.givenFacts(facts({ makeups: [right(), right({ makeupId: 31, validUntil: '2026-11-30' })] })).when(book()).then(booked(31));
  });

  it('never takes a regular\'s place: turno fijo places not booked yet count as taken', () => {
    spec.givenFacts(facts({ occupancy: { booked: 2, memberHolds: false }, regularsPending: 1 })).when(book())
      .thenRejects({ status: 409, code: 'MAKEUP_NO_FREE_PLACE', detail: 'Esa clase no tiene lugar para recuperos: los lugares de los turnos fijos quedan para sus socios.' });
    spec.givenFacts(facts({ occupancy: { booked: 2, memberHolds: false } })).when(book()).then(booked(30));
  });

  it('recovers a class of the same discipline only, and only while the right lasts', () => {
    spec.givenFacts(facts({ slotDisciplineId: 9 })).when(book()).thenRejects({ status: 409, code: 'NO_MAKEUP', detail: 'No tienes recuperos disponibles para esta clase.' });
    spec.givenFacts(facts({ makeups: [right({ validUntil: '2026-11-17' })] })).when(book())
      .thenRejects({ status: 409, code: 'MAKEUP_EXPIRES_BEFORE_CLASS', detail: 'Tu recupero vence el 17/11: elige una clase hasta ese día.' });
    spec.givenFacts(facts({ makeups: [right({ validUntil: '2026-11-15' })] })).when(book()).thenRejects('NO_MAKEUP');
    spec.givenFacts(facts({ makeups: [right({ bookingId: 12, bookedFecha: '2026-11-17' })] })).when(book()).thenRejects('NO_MAKEUP');
  });

  it('stops at the month\'s cap, counted in the class\'s month', () => {
    const used = right({ makeupId: 28, bookingId: 12, bookedFecha: '2026-11-12' });
    const capped = facts({ settings: { ...on, monthlyCap: 1 }, makeups: [used, right()] });
    spec.givenFacts(capped).when(book()).thenRejects({ status: 409, code: 'MAKEUP_MONTHLY_CAP', detail: 'Ya usaste el recupero de ese mes.' });
    spec.givenFacts(facts({ settings: { ...on, monthlyCap: 2 }, makeups: [used, right({ bookingId: 13, makeupId: 29, bookedFecha: '2026-11-20' }), right()] }))
      .when(book()).thenRejects({ status: 409, code: 'MAKEUP_MONTHLY_CAP', detail: 'Ya usaste los 2 recuperos de ese mes.' });
    spec.givenFacts(capped).when(book({ fecha: '2026-12-02', now: { date: '2026-11-30', minutes: 600 } })).then({
      occurrence: [{ type: 'SlotReserved', data: { bookingId: 41, slotId: 7, fecha: '2026-12-02', hora: '18:00', userId: 'ana', capacity: 3 } }],
      member: [{ type: 'MakeupBooked', data: { bookingId: 41, slotId: 7, fecha: '2026-12-02', userId: 'ana', makeupId: 30 } }],
    });
    spec.givenFacts(facts({ settings: { ...on, monthlyCap: null }, makeups: [used, right()] })).when(book()).then(booked(30));
  });

  it('keeps booking\'s own gates: the studio\'s rule on, the class ahead, her pause, a class she already holds', () => {
    spec.givenFacts(facts({ settings: DEFAULT_MAKEUP_SETTINGS })).when(book()).thenRejects({ status: 409, code: 'MAKEUPS_DISABLED', detail: 'El estudio no ofrece recuperos de clases.' });
    spec.givenFacts(facts()).when(book({ now: { date: '2026-11-18', minutes: 19 * 60 } })).thenRejects('CLASS_STARTED');
    spec.givenFacts(facts({ paused: { from: '2026-11-17', to: '2026-11-30' } })).when(book()).thenRejects('MEMBER_PAUSED');
    spec.givenFacts(facts({ occupancy: { booked: 1, memberHolds: true } })).when(book()).thenRejects('ALREADY_BOOKED');
    spec.givenFacts(facts({ member: { packageId: null, validUntil: null, credits: 0, deleted: true } })).when(book()).thenRejects('USER_DELETED');
  });
});
