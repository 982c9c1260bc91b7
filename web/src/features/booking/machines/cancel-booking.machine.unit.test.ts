import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../lib/api-client';
import type { CancelInput, CancellableBooking } from './cancel-booking.machine';
import { cancelBookingMachine } from './cancel-booking.machine';

const booking: CancellableBooking = { id: 41, fecha: '2026-11-24', hora: '18:30', disciplina: 'Funcional' };

function start(settle: (input: CancelInput) => Promise<{ id: number }>) {
  const cancel = vi.fn(settle);
  const bookingChanged = vi.fn();
  const machine = cancelBookingMachine.provide({
    actors: { cancelBooking: fromPromise<{ id: number }, CancelInput>(({ input }) => cancel(input)) },
    actions: { bookingChanged },
  });
  const actor = createActor(machine, { input: { userId: 'user_ana' } }).start();
  return { actor, cancel, bookingChanged };
}

describe('cancel booking machine', () => {
  it('asks first: selecting a turno opens the confirmation, and "Cancelar" leaves it booked', () => {
    const { actor, cancel } = start(async () => ({ id: 41 }));
    actor.send({ type: 'cancel.confirm' });
    expect(actor.getSnapshot().value).toBe('idle');

    actor.send({ type: 'cancel.select', booking });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.booking).toEqual(booking);

    actor.send({ type: 'cancel.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.booking).toBeNull();
    expect(cancel).not.toHaveBeenCalled();
  });

  it('cancels the turno for the member, ends in success and refreshes; closing returns to idle', async () => {
    const { actor, cancel, bookingChanged } = start(async () => ({ id: 41 }));
    actor.send({ type: 'cancel.select', booking });
    actor.send({ type: 'cancel.confirm' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.matches('success'));

    expect(cancel).toHaveBeenCalledWith({ userId: 'user_ana', booking });
    expect(bookingChanged).toHaveBeenCalledTimes(1);
    actor.send({ type: 'cancel.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.booking).toBeNull();
  });

  it('ignores a second confirm (and a dismiss) while the cancellation is in flight', async () => {
    let finish!: (value: { id: number }) => void;
    const { actor, cancel } = start(() => new Promise((resolve) => (finish = resolve)));
    actor.send({ type: 'cancel.select', booking });
    actor.send({ type: 'cancel.confirm' });
    actor.send({ type: 'cancel.confirm' });
    actor.send({ type: 'cancel.dismiss' });
    expect(actor.getSnapshot().value).toBe('submitting');

    finish({ id: 41 });
    await waitFor(actor, (s) => s.matches('success'));
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('a refusal fails with "No se pudo cancelar el turno." and the server detail; closing returns to idle', async () => {
    const { actor, bookingChanged } = start(async () => {
      throw new ApiError(409, 'CLASS_STARTED', 'La clase ya comenzó.');
    });
    actor.send({ type: 'cancel.select', booking });
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (s) => s.matches('failure'));

    expect(actor.getSnapshot().context.failure).toEqual({ title: 'No se pudo cancelar', message: 'No se pudo cancelar el turno.', detail: 'La clase ya comenzó.' });
    expect(bookingChanged).toHaveBeenCalledTimes(1);
    actor.send({ type: 'cancel.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('an unexpected failure shows only the generic text', async () => {
    const { actor } = start(async () => {
      throw new TypeError('network down');
    });
    actor.send({ type: 'cancel.select', booking });
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.failure).toEqual({ title: 'No se pudo cancelar', message: 'No se pudo cancelar el turno.', detail: null });
  });
});
