import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../lib/api-client';
import type { PublicClass } from '../api/public-schedule';
import { trialBookingMachine } from './trial-booking.machine';

const clase: PublicClass = { horario_id: 3, fecha: '2026-11-17', dia_semana: 'Martes', hora: '18:00', disciplina: 'Funcional', profesor: null, duracion_minutos: 60, cupo_maximo: 8, cupo_disponible: 2, cancelada: null };

const actorWith = (bookTrial: () => Promise<{ id: string; confirmada: boolean }>) => {
  let refreshed = 0;
  const actor = createActor(trialBookingMachine.provide({ actors: { bookTrial: fromPromise(bookTrial) }, actions: { placesChanged: () => void (refreshed += 1) } })).start();
  return { actor, refreshed: () => refreshed };
};

describe('trial booking flow', () => {
  it('books the chosen class and says whether the studio confirmed it', async () => {
    const { actor, refreshed } = actorWith(async () => ({ id: 't1', confirmada: false }));
    actor.send({ type: 'trial.select', clase });
    actor.send({ type: 'trial.submit', contact: { nombre: 'Lucía', telefono: '11 5555-1234' } });
    await waitFor(actor, (s) => s.matches('success'));
    expect(actor.getSnapshot().context.confirmada).toBe(false);
    expect(refreshed()).toBe(1);
  });

  it('keeps the form open with the server’s Spanish refusal, and refreshes the places', async () => {
    const { actor, refreshed } = actorWith(async () => {
      throw new ApiError(409, 'SLOT_FULL', 'No hay cupos disponibles para este horario.');
    });
    actor.send({ type: 'trial.select', clase });
    actor.send({ type: 'trial.submit', contact: { nombre: 'Lucía', email: 'lucia@example.com' } });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toBe('No hay cupos disponibles para este horario.');
    expect(refreshed()).toBe(1);
  });
});
