import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../lib/api-client';
import type { AgendaOccurrence } from '../api/get-agenda';
import type { Makeup } from '../api/my-makeups';
import type { ReserveInput } from './booking.machine';
import { bookingMachine } from './booking.machine';

const occurrence: AgendaOccurrence = {
  horario_id: 9,
  fecha: '2026-11-20',
  dia_semana: 'Viernes',
  hora: '18:00',
  disciplina_id: 1,
  disciplina: 'Funcional',
  cupo_maximo: 10,
  cupo_disponible: 3,
  reserva_id: null,
};
const makeup: Makeup = { id: 4, fecha: '2026-11-18', hora: '18:00', disciplina_id: 1, disciplina: 'Funcional', motivo: 'cancel', vence: '2026-11-29' };

/** The machine with both server calls swapped: `settle` decides how the make-up booking ends. */
function start(settle: (input: ReserveInput) => Promise<{ id: number }>, { offline = false } = {}) {
  const reserve = vi.fn(async () => ({ id: 1 }));
  const recover = vi.fn(settle);
  const bookingChanged = vi.fn();
  const machine = bookingMachine.provide({
    actors: {
      reserveSlot: fromPromise<{ id: number }, ReserveInput>(() => reserve()),
      bookMakeup: fromPromise<{ id: number }, ReserveInput>(({ input }) => recover(input)),
    },
    actions: { bookingChanged },
    guards: { offline: () => offline },
  });
  const actor = createActor(machine, { input: { userId: 'user_ana' } }).start();
  return { actor, reserve, recover, bookingChanged };
}

describe('booking machine, with a make-up right', () => {
  it('books the class with her make-up instead of a credit, and says so when it succeeds', async () => {
    const { actor, reserve, recover, bookingChanged } = start(async () => ({ id: 51 }));
    actor.send({ type: 'booking.select', occurrence, makeup, creditBookable: true });
    expect(actor.getSnapshot().context).toMatchObject({ makeup, creditBookable: true });
    actor.send({ type: 'booking.useMakeup' });
    expect(actor.getSnapshot().value).toBe('submittingMakeup');

    await waitFor(actor, (s) => s.matches('success'));
    expect(recover).toHaveBeenCalledWith({ userId: 'user_ana', occurrence });
    expect(reserve).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.paidWith).toBe('makeup');
    expect(bookingChanged).toHaveBeenCalledTimes(1);
  });

  it('still books with a credit when she chooses Reservar, and forgets the make-up once closed', async () => {
    const { actor, reserve, recover } = start(async () => ({ id: 51 }));
    actor.send({ type: 'booking.select', occurrence, makeup, creditBookable: true });
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(reserve).toHaveBeenCalledTimes(1);
    expect(recover).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.paidWith).toBe('credit');

    actor.send({ type: 'booking.close' });
    expect(actor.getSnapshot().context).toMatchObject({ occurrence: null, makeup: null, creditBookable: true, paidWith: 'credit' });
  });

  it('without a credit to pay it, a confirm books nothing: only the make-up is on offer', () => {
    const { actor, reserve } = start(async () => ({ id: 51 }));
    actor.send({ type: 'booking.select', occurrence, makeup, creditBookable: false });
    actor.send({ type: 'booking.confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(reserve).not.toHaveBeenCalled();
  });

  it('ignores "use a make-up" when she holds none for the class', () => {
    const { actor, recover } = start(async () => ({ id: 51 }));
    actor.send({ type: 'booking.select', occurrence });
    actor.send({ type: 'booking.useMakeup' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(recover).not.toHaveBeenCalled();
  });

  it("a refusal shows the server's Spanish detail and refreshes the screens", async () => {
    const detail = 'Esa clase no tiene lugar para recuperos: los lugares de los turnos fijos quedan para sus socios.';
    const { actor, bookingChanged } = start(async () => {
      throw new ApiError(409, 'MAKEUP_NO_FREE_PLACE', detail);
    });
    actor.send({ type: 'booking.select', occurrence, makeup, creditBookable: false });
    actor.send({ type: 'booking.useMakeup' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.failure).toEqual({ title: 'No se pudo reservar', message: 'No se pudo reservar el turno.', detail });
    expect(bookingChanged).toHaveBeenCalledTimes(1);
  });

  it('with no connection refuses at once, without trying the server', () => {
    const { actor, recover } = start(async () => ({ id: 51 }), { offline: true });
    actor.send({ type: 'booking.select', occurrence, makeup, creditBookable: false });
    actor.send({ type: 'booking.useMakeup' });
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.failure?.message).toBe('Sin conexión: para reservar necesitas internet.');
    expect(recover).not.toHaveBeenCalled();
  });
});
