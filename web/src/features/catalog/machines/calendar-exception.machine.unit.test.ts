import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { calendarExceptionMachine, outcomeText, type ExceptionKind, type ExceptionValues } from './calendar-exception.machine';

const withSend = (send: (input: { kind: ExceptionKind; values: ExceptionValues }) => Promise<{ reservas_canceladas: number; en_espera_canceladas: number }>) =>
  createActor(calendarExceptionMachine.provide({ actors: { send: fromPromise(({ input }) => send(input)) } })).start();

describe('calendar exception flow', () => {
  it('sends the form and shows what happened', async () => {
    const sent: unknown[] = [];
    const actor = withSend(async (input) => (sent.push(input), { reservas_canceladas: 2, en_espera_canceladas: 1 }));
    actor.send({ type: 'exception.open', kind: 'close' });
    actor.send({ type: 'exception.submit', values: { fecha: '2026-12-24', motivo: 'Nochebuena' } });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(sent).toEqual([]);
    actor.send({ type: 'exception.confirm' });
    const done = await waitFor(actor, (s) => s.matches('done'));
    expect(sent).toEqual([{ kind: 'close', values: { fecha: '2026-12-24', motivo: 'Nochebuena' } }]);
    expect(outcomeText('close', done.context.outcome!)).toBe('Listo: cancelamos 2 reservas y 1 en lista de espera. Avisamos a cada socio y les devolvimos el crédito.');
    actor.send({ type: 'exception.close' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('keeps the form open with the server refusal, and sends again', async () => {
    let calls = 0;
    const actor = withSend(async () => {
      calls += 1;
      if (calls === 1) throw Object.assign(new Error('409'), { detail: 'Ese día ya está cerrado.' });
      return { reservas_canceladas: 0, en_espera_canceladas: 0 };
    });
    actor.send({ type: 'exception.open', kind: 'close' });
    actor.send({ type: 'exception.submit', values: {} });
    actor.send({ type: 'exception.confirm' });
    const refused = await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(refused.context.error).toBe('Ese día ya está cerrado.');
    actor.send({ type: 'exception.submit', values: {} });
    actor.send({ type: 'exception.confirm' });
    const done = await waitFor(actor, (s) => s.matches('done'));
    expect(outcomeText('cancel', done.context.outcome!)).toBe('Listo. No había socios anotados.');
  });

  it('goes back from the confirmation to the form with what was typed', () => {
    const actor = withSend(async () => ({ reservas_canceladas: 0, en_espera_canceladas: 0 }));
    actor.send({ type: 'exception.open', kind: 'cancel', values: { horario_id: '4', fecha: '2026-12-01' } });
    expect(actor.getSnapshot().context.values).toEqual({ horario_id: '4', fecha: '2026-12-01' });
    actor.send({ type: 'exception.submit', values: { horario_id: '4', fecha: '2026-12-01', motivo: 'Lluvia' } });
    actor.send({ type: 'exception.back' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values.motivo).toBe('Lluvia');
  });

  it('adds a one-off class without asking first', async () => {
    const sent: unknown[] = [];
    const actor = withSend(async (input) => (sent.push(input.kind), { reservas_canceladas: 0, en_espera_canceladas: 0 }));
    actor.send({ type: 'exception.open', kind: 'oneOff' });
    actor.send({ type: 'exception.submit', values: { fecha: '2026-12-01' } });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent).toEqual(['oneOff']);
  });

  it('removing a one-off class opens on its confirmation; a refusal stays there, and going back closes it', async () => {
    const actor = withSend(async () => {
      throw Object.assign(new Error('404'), { detail: 'Ese horario no existe.' });
    });
    actor.send({ type: 'exception.open', kind: 'remove', values: { horario_id: '9', fecha: '2026-12-01' } });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'exception.confirm' });
    const refused = await waitFor(actor, (s) => s.matches('confirming') && s.context.error !== null);
    expect(refused.context.error).toBe('Ese horario no existe.');
    actor.send({ type: 'exception.back' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ kind: null, values: {}, error: null, outcome: null });
  });

  it('a removal says how many bookings it cancelled, or that there were none', () => {
    expect(outcomeText('remove', { reservas_canceladas: 1, en_espera_canceladas: 0 })).toBe('Listo: quitamos la clase de la agenda. Cancelamos 1 reserva. Avisamos a cada socio y les devolvimos el crédito.');
    expect(outcomeText('remove', { reservas_canceladas: 0, en_espera_canceladas: 0 })).toBe('Listo: quitamos la clase de la agenda. No había socios anotados.');
  });

  it('says a one-off class is on the agenda', () => {
    expect(outcomeText('oneOff', { reservas_canceladas: 0, en_espera_canceladas: 0 })).toBe('Listo: la clase ya está en la agenda.');
  });

  it('a move says how many bookings followed the class, and how many could not (credit back)', () => {
    expect(outcomeText('move', { reservas_movidas: 3, en_espera_movidas: 1, reservas_canceladas: 0, en_espera_canceladas: 0 })).toBe(
      'Listo: pasamos 3 reservas y 1 lugar en lista de espera a la nueva clase y avisamos a cada socio.',
    );
    expect(outcomeText('move', { reservas_movidas: 1, en_espera_movidas: 0, reservas_canceladas: 1, en_espera_canceladas: 0 })).toBe(
      'Listo: pasamos 1 reserva a la nueva clase y avisamos a cada socio. 1 reserva no pudo pasar (sin lugar o con otra clase a esa hora): les devolvimos el crédito.',
    );
    expect(outcomeText('move', { reservas_movidas: 0, en_espera_movidas: 0, reservas_canceladas: 0, en_espera_canceladas: 0 })).toBe('Listo: la clase se movió.');
  });
});
