import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../lib/api-client';
import { waitlistMachine, type WaitlistCall, type WaitlistClass } from './waitlist.machine';

const full: WaitlistClass = { horario_id: 7, fecha: '2026-11-24', hora: '18:30', disciplina: 'Funcional' };

function start(settle: (input: WaitlistCall) => Promise<{ posicion: number | null }>) {
  const call = vi.fn(settle);
  const waitlistChanged = vi.fn();
  const machine = waitlistMachine.provide({
    actors: { callWaitlist: fromPromise<{ posicion: number | null }, WaitlistCall>(({ input }) => call(input)) },
    actions: { waitlistChanged },
  });
  const actor = createActor(machine, { input: { userId: 'user_ana' } }).start();
  return { actor, call, waitlistChanged };
}

describe('waitlist machine', () => {
  it('joins after a confirm and keeps the place in line the server gave', async () => {
    const { actor, call, waitlistChanged } = start(async () => ({ posicion: 2 }));
    actor.send({ type: 'waitlist.confirm' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'waitlist.join', occurrence: full });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'waitlist.confirm' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(call).toHaveBeenCalledWith({ userId: 'user_ana', action: 'join', occurrence: full, limit: null });
    expect(actor.getSnapshot().context.posicion).toBe(2);
    expect(waitlistChanged).toHaveBeenCalledTimes(1);
    actor.send({ type: 'waitlist.close' });
    expect(actor.getSnapshot().context).toMatchObject({ occurrence: null, posicion: null });
  });

  it('joins with the limit she picked ("Resérvame automáticamente hasta"), and forgets it for the next class', async () => {
    const { actor, call } = start(async () => ({ posicion: 1 }));
    actor.send({ type: 'waitlist.join', occurrence: full });
    actor.send({ type: 'waitlist.limit', limit: 720 });
    actor.send({ type: 'waitlist.confirm' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(call).toHaveBeenCalledWith({ userId: 'user_ana', action: 'join', occurrence: full, limit: 720 });
    actor.send({ type: 'waitlist.close' });
    expect(actor.getSnapshot().context.limit).toBeNull();
  });

  it('leaves the list, and dismissing the confirm calls nothing', async () => {
    const { actor, call } = start(async () => ({ posicion: null }));
    actor.send({ type: 'waitlist.leave', occurrence: full });
    actor.send({ type: 'waitlist.dismiss' });
    expect(call).not.toHaveBeenCalled();
    actor.send({ type: 'waitlist.leave', occurrence: full });
    actor.send({ type: 'waitlist.confirm' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(call).toHaveBeenCalledWith({ userId: 'user_ana', action: 'leave', occurrence: full, limit: null });
    expect(actor.getSnapshot().context.action).toBe('leave');
  });

  it('shows a refusal with the server detail, and refreshes the screens (the class may have a place now)', async () => {
    const { actor, waitlistChanged } = start(async () => {
      throw new ApiError(409, 'SLOT_NOT_FULL', 'Todavía hay lugar en esa clase: puedes reservarla.');
    });
    actor.send({ type: 'waitlist.join', occurrence: full });
    actor.send({ type: 'waitlist.confirm' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.failure).toEqual({ title: 'No te sumamos a la lista de espera', message: 'No pudimos sumarte a la lista de espera.', detail: 'Todavía hay lugar en esa clase: puedes reservarla.' });
    expect(waitlistChanged).toHaveBeenCalledTimes(1);
  });
});
