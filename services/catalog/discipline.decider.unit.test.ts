import { describe, expect, it } from 'vitest';
import type { DisciplineEvent } from '../../events/catalog/catalog.events';
import { upcast } from '../../events/catalog/registry';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { disciplineDecider } from './discipline.decider';

const spec = streamDeciderSpec(disciplineDecider);
const yoga: DisciplineEvent = { type: 'DisciplineCreated', data: { disciplineId: 3, name: 'Yoga' } };
const unused = { slots: 0, packages: 0 };

describe('CreateDiscipline', () => {
  it('creates a discipline with its trimmed name', () => {
    spec.given([]).when({ type: 'CreateDiscipline', disciplineId: 3, name: '  Yoga   Flow ', nameTaken: false })
      .then([{ type: 'DisciplineCreated', data: { disciplineId: 3, name: 'Yoga Flow' } }]);
  });

  it('refuses a blank name', () => {
    spec.given([]).when({ type: 'CreateDiscipline', disciplineId: 3, name: '   ', nameTaken: false })
      .thenRejects({ status: 400, code: 'NAME_REQUIRED', detail: 'El nombre no puede estar vacío' });
  });

  it('refuses a name longer than a screen can show', () => {
    spec.given([]).when({ type: 'CreateDiscipline', disciplineId: 3, name: 'x'.repeat(81), nameTaken: false }).thenRejects({ status: 400, code: 'NAME_TOO_LONG' });
  });

  it('refuses a name another live discipline already has', () => {
    spec.given([]).when({ type: 'CreateDiscipline', disciplineId: 3, name: 'yoga', nameTaken: true })
      .thenRejects({ status: 409, code: 'DISCIPLINE_NAME_TAKEN', detail: 'Ya existe una disciplina llamada yoga.' });
  });

  it('never creates the same stream twice', () => {
    spec.given([yoga]).when({ type: 'CreateDiscipline', disciplineId: 3, name: 'Pilates', nameTaken: false }).thenRejects({ code: 'DISCIPLINE_EXISTS' });
  });
});

describe('RenameDiscipline', () => {
  it('renames, remembering the previous name', () => {
    spec.given([yoga]).when({ type: 'RenameDiscipline', disciplineId: 3, name: 'Yoga Flow', nameTaken: false })
      .then([{ type: 'DisciplineRenamed', data: { disciplineId: 3, name: 'Yoga Flow', previousName: 'Yoga' } }]);
  });

  it('changes only the case of its own name', () => {
    spec.given([yoga]).when({ type: 'RenameDiscipline', disciplineId: 3, name: 'YOGA', nameTaken: false })
      .then([{ type: 'DisciplineRenamed', data: { disciplineId: 3, name: 'YOGA', previousName: 'Yoga' } }]);
  });

  it('records nothing when the name does not change', () => {
    spec.given([yoga]).when({ type: 'RenameDiscipline', disciplineId: 3, name: ' Yoga ', nameTaken: false }).then([]);
  });

  it('refuses a blank name, a taken name, and an unknown or removed discipline', () => {
    spec.given([yoga]).when({ type: 'RenameDiscipline', disciplineId: 3, name: '', nameTaken: false }).thenRejects({ status: 400, code: 'NAME_REQUIRED' });
    spec.given([yoga]).when({ type: 'RenameDiscipline', disciplineId: 3, name: 'Pilates', nameTaken: true }).thenRejects({ status: 409, code: 'DISCIPLINE_NAME_TAKEN' });
    spec.given([]).when({ type: 'RenameDiscipline', disciplineId: 3, name: 'Pilates', nameTaken: false }).thenRejects({ status: 404, code: 'DISCIPLINE_NOT_FOUND' });
    const removed: DisciplineEvent = { type: 'DisciplineRemoved', data: { disciplineId: 3, name: 'Yoga' } };
    spec.given([yoga, removed]).when({ type: 'RenameDiscipline', disciplineId: 3, name: 'Pilates', nameTaken: false }).thenRejects({ status: 404 });
  });
});

describe('RemoveDiscipline', () => {
  it('removes an unused discipline', () => {
    spec.given([yoga]).when({ type: 'RemoveDiscipline', disciplineId: 3, usedBy: unused })
      .then([{ type: 'DisciplineRemoved', data: { disciplineId: 3, name: 'Yoga' } }]);
  });

  it('refuses while schedule slots or packages use it', () => {
    const inUse = { status: 409, code: 'DISCIPLINE_IN_USE', detail: 'No se puede eliminar: hay horarios o paquetes que usan esta disciplina.' };
    spec.given([yoga]).when({ type: 'RemoveDiscipline', disciplineId: 3, usedBy: { slots: 2, packages: 0 } }).thenRejects(inUse);
    spec.given([yoga]).when({ type: 'RemoveDiscipline', disciplineId: 3, usedBy: { slots: 0, packages: 1 } }).thenRejects(inUse);
  });

  it('refuses an unknown or already removed discipline', () => {
    spec.given([]).when({ type: 'RemoveDiscipline', disciplineId: 3, usedBy: unused }).thenRejects({ status: 404, code: 'DISCIPLINE_NOT_FOUND' });
    const removed: DisciplineEvent = { type: 'DisciplineRemoved', data: { disciplineId: 3, name: 'Yoga' } };
    spec.given([yoga, removed]).when({ type: 'RemoveDiscipline', disciplineId: 3, usedBy: unused }).thenRejects({ status: 404 });
  });
});

describe('SetBookingPolicy', () => {
  const none = { opensDaysAhead: null, closesMinutesBefore: 0, freeCancelHoursBefore: null, freeLateCancelsPerMonth: 0, waitlistCutoffMinutesBefore: 120 };
  const strict = { opensDaysAhead: 7, closesMinutesBefore: 60, freeCancelHoursBefore: 12, freeLateCancelsPerMonth: 2, waitlistCutoffMinutesBefore: 30 };
  const set = (policy: typeof strict | typeof none) => ({ type: 'SetBookingPolicy' as const, disciplineId: 3, policy });

  it('sets the policy from the studio defaults (today\'s rules)', () => {
    spec.given([yoga]).when(set(strict)).then([{ type: 'DisciplineBookingPolicySet', data: { disciplineId: 3, before: none, after: strict } }]);
  });

  it('changes a policy it set before, and does nothing when it is the same', () => {
    const first: DisciplineEvent = { type: 'DisciplineBookingPolicySet', data: { disciplineId: 3, before: none, after: strict } };
    spec.given([yoga, first]).when(set(none)).then([{ type: 'DisciplineBookingPolicySet', data: { disciplineId: 3, before: strict, after: none } }]);
    spec.given([yoga, first]).when(set(strict)).then([]);
  });

  it('changes only the waitlist cutoff, a field of the policy like the others', () => {
    const first: DisciplineEvent = { type: 'DisciplineBookingPolicySet', data: { disciplineId: 3, before: none, after: strict } };
    const later = { ...strict, waitlistCutoffMinutesBefore: 45 };
    spec.given([yoga, first]).when(set(later)).then([{ type: 'DisciplineBookingPolicySet', data: { disciplineId: 3, before: strict, after: later } }]);
  });

  it('reads a policy set before the waitlist cutoff was part of it (v1) as the old 120-minute cutoff', () => {
    const v1 = { opensDaysAhead: 7, closesMinutesBefore: 60, freeCancelHoursBefore: 12, freeLateCancelsPerMonth: 2 };
    const lifted = upcast('DisciplineBookingPolicySet', 1, { disciplineId: 3, before: { ...v1, opensDaysAhead: null }, after: v1 });
    expect(lifted).toEqual({ schemaVersion: 2, data: { disciplineId: 3, before: { ...v1, opensDaysAhead: null, waitlistCutoffMinutesBefore: 120 }, after: { ...v1, waitlistCutoffMinutesBefore: 120 } } });
    const first = { type: 'DisciplineBookingPolicySet', data: lifted.data } as DisciplineEvent;
    spec.given([yoga, first]).when(set({ ...v1, waitlistCutoffMinutesBefore: 120 })).then([]);
  });

  it('refuses a window that closes before it opens', () => {
    spec.given([yoga]).when(set({ ...strict, opensDaysAhead: 1, closesMinutesBefore: 1440 })).thenRejects({ status: 400, code: 'BOOKING_POLICY_INVALID' });
  });

  it('refuses a discipline that does not exist or was removed', () => {
    spec.given([]).when(set(strict)).thenRejects('DISCIPLINE_NOT_FOUND');
    spec.given([yoga, { type: 'DisciplineRemoved', data: { disciplineId: 3, name: 'Yoga' } }]).when(set(strict)).thenRejects('DISCIPLINE_NOT_FOUND');
  });
});
