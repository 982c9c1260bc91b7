import { describe, it } from 'vitest';
import type { DomainEvent } from '../../events/framework/event';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { forfeitWaiverDecider, type WaiveForfeit } from './forfeit-waiver.decider';

const spec = streamDeciderSpec(forfeitWaiverDecider);
const late = { userId: 'u1', bookingId: 41, slotId: 7, fecha: '2026-11-18', month: '2026-11' };
const forfeited: DomainEvent = { type: 'CreditForfeited', data: { ...late, reason: 'late-cancel' } };
const consumed: DomainEvent = { type: 'CreditConsumed', data: { userId: 'u1', bookingId: 41, slotId: 7, fecha: '2026-11-18' } };
const waive = (over: Partial<WaiveForfeit> = {}): WaiveForfeit => ({ type: 'WaiveForfeit', userId: 'u1', bookingId: 41, reason: '  Estaba   enferma ', ...over });

describe('WaiveForfeit', () => {
  it('gives back a forfeited credit with the admin\'s reason (trimmed)', () => {
    spec.given([consumed, forfeited]).when(waive()).then([{ type: 'ForfeitWaived', data: { userId: 'u1', bookingId: 41, reason: 'Estaba enferma' } }]);
  });

  it('refuses a booking whose credit was not forfeited', () => {
    spec.given([consumed]).when(waive()).thenRejects({ status: 404, code: 'FORFEIT_NOT_FOUND' });
    spec.given([consumed, forfeited]).when(waive({ bookingId: 42 })).thenRejects('FORFEIT_NOT_FOUND');
  });

  it('gives nothing back to a deleted account', () => {
    spec.given([consumed, forfeited]).when(waive({ memberDeleted: true })).thenRejects({ status: 409, code: 'USER_DELETED' });
  });

  it('gives a credit back once', () => {
    const waived: DomainEvent = { type: 'ForfeitWaived', data: { userId: 'u1', bookingId: 41, reason: 'Estaba enferma' } };
    spec.given([consumed, forfeited, waived]).when(waive()).thenRejects({ status: 409, code: 'FORFEIT_ALREADY_WAIVED' });
  });
});
