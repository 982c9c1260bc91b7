import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../lib/api-client';
import type { AgendaOccurrence } from '../api/get-agenda';
import type { ReserveInput } from './booking.machine';
import { bookingMachine } from './booking.machine';

const occurrence: AgendaOccurrence = {
  horario_id: 7,
  fecha: '2026-11-24',
  dia_semana: 'Martes',
  hora: '18:30',
  disciplina_id: 1,
  disciplina: 'Funcional',
  cupo_maximo: 10,
  cupo_disponible: 3,
  reserva_id: null,
};

/** The machine with its server call swapped: `settle` decides how the reservation ends. */
function start(settle: (input: ReserveInput) => Promise<{ id: number }>, { offline = false } = {}) {
  const reserve = vi.fn(settle);
  const bookingChanged = vi.fn();
  const machine = bookingMachine.provide({
    actors: { reserveSlot: fromPromise<{ id: number }, ReserveInput>(({ input }) => reserve(input)) },
    actions: { bookingChanged },
    guards: { offline: () => offline },
  });
  const actor = createActor(machine, { input: { userId: 'user_ana' } }).start();
  return { actor, reserve, bookingChanged };
}

describe('booking machine', () => {
  it('starts idle and ignores a confirm with nothing selected', () => {
    const { actor, reserve } = start(async () => ({ id: 1 }));
    actor.send({ type: 'booking.confirm' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(reserve).not.toHaveBeenCalled();
  });

  it('shows the chosen occurrence while confirming, and dismissing goes back to idle without booking', () => {
    const { actor, reserve } = start(async () => ({ id: 1 }));
    actor.send({ type: 'booking.select', occurrence });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.occurrence).toEqual(occurrence);

    actor.send({ type: 'booking.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.occurrence).toBeNull();
    expect(reserve).not.toHaveBeenCalled();
  });

  it('reserves the occurrence for the member and ends in success, refreshing the screens', async () => {
    const { actor, reserve, bookingChanged } = start(async () => ({ id: 41 }));
    actor.send({ type: 'booking.select', occurrence });
    actor.send({ type: 'booking.confirm' });
    expect(actor.getSnapshot().value).toBe('submitting');

    await waitFor(actor, (s) => s.matches('success'));
    expect(reserve).toHaveBeenCalledWith({ userId: 'user_ana', occurrence });
    expect(bookingChanged).toHaveBeenCalledTimes(1);
  });

  it('ignores a second confirm while the reservation is in flight (one call only)', async () => {
    let finish!: (value: { id: number }) => void;
    const { actor, reserve } = start(() => new Promise((resolve) => (finish = resolve)));
    actor.send({ type: 'booking.select', occurrence });
    actor.send({ type: 'booking.confirm' });
    actor.send({ type: 'booking.confirm' });
    actor.send({ type: 'booking.select', occurrence: { ...occurrence, horario_id: 8 } });
    actor.send({ type: 'booking.dismiss' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.occurrence?.horario_id).toBe(7);

    finish({ id: 41 });
    await waitFor(actor, (s) => s.matches('success'));
    expect(reserve).toHaveBeenCalledTimes(1);
  });

  it('closing the success dialog returns to idle with nothing selected', async () => {
    const { actor } = start(async () => ({ id: 41 }));
    actor.send({ type: 'booking.select', occurrence });
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (s) => s.matches('success'));

    actor.send({ type: 'booking.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ occurrence: null, failure: null });
  });

  it('a full slot fails with "No hay cupos disponibles para este horario."', async () => {
    const { actor, bookingChanged } = start(async () => {
      throw new ApiError(409, 'SLOT_FULL', 'No hay cupos disponibles para este horario.');
    });
    actor.send({ type: 'booking.select', occurrence });
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (s) => s.matches('failure'));

    expect(actor.getSnapshot().context.failure).toEqual({ title: 'No se pudo reservar', message: 'No hay cupos disponibles para este horario.', detail: null });
    // The places shown were stale: the screens refresh on a refusal too.
    expect(bookingChanged).toHaveBeenCalledTimes(1);
  });

  it('other refusals keep the generic text and add the server detail', async () => {
    const { actor } = start(async () => {
      throw new ApiError(409, 'NO_CREDITS', 'No te quedan créditos.');
    });
    actor.send({ type: 'booking.select', occurrence });
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (s) => s.matches('failure'));

    expect(actor.getSnapshot().context.failure).toEqual({ title: 'No se pudo reservar', message: 'No se pudo reservar el turno.', detail: 'No te quedan créditos.' });
  });

  it('an unexpected failure shows only the generic text, and closing returns to idle', async () => {
    const { actor } = start(async () => {
      throw new Error('boom');
    });
    actor.send({ type: 'booking.select', occurrence });
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.failure).toEqual({ title: 'No se pudo reservar', message: 'No se pudo reservar el turno.', detail: null });

    actor.send({ type: 'booking.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('with no connection refuses at once with the Spanish message, without trying the server', () => {
    const { actor, reserve } = start(async () => ({ id: 1 }), { offline: true });
    actor.send({ type: 'booking.select', occurrence });
    actor.send({ type: 'booking.confirm' });

    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.failure).toEqual({ title: 'Reservar turno', message: 'Sin conexión: para reservar necesitas internet.', detail: null });
    expect(reserve).not.toHaveBeenCalled();
  });

  it('a request lost on the way (the network dropped) says the same', async () => {
    const { actor } = start(async () => {
      throw new ApiError(0, 'NETWORK_ERROR', 'No se pudo conectar con el servidor. Revisa tu conexión.');
    });
    actor.send({ type: 'booking.select', occurrence });
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.failure?.message).toBe('Sin conexión: para reservar necesitas internet.');
  });
});
