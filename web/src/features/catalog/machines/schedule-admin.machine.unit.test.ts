import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Horario } from '../api/types';
import { scheduleAdminMachine } from './schedule-admin.machine';

const slot: Horario = { id: 3, dia_semana: 'Lunes', hora: '18:00', disciplina_id: 1, disciplina: 'Funcional', cupo_maximo: 12, cupo_disponible: 12 };

describe('schedule admin modes', () => {
  it('starts in add mode', () => {
    expect(createActor(scheduleAdminMachine).start().getSnapshot().value).toBe('adding');
  });

  it('picks a slot to edit, and closing the form goes back to choosing', () => {
    const actor = createActor(scheduleAdminMachine).start();
    actor.send({ type: 'mode.edit' });
    actor.send({ type: 'slot.pick', slot });
    expect(actor.getSnapshot().value).toEqual({ editing: 'form' });
    expect(actor.getSnapshot().context.slot).toBe(slot);
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'choosing' });
    expect(actor.getSnapshot().context.slot).toBeNull();
  });

  it('asks for confirmation before deleting, and switching mode drops the picked slot', () => {
    const actor = createActor(scheduleAdminMachine).start();
    actor.send({ type: 'mode.delete' });
    actor.send({ type: 'slot.pick', slot });
    expect(actor.getSnapshot().value).toEqual({ deleting: 'confirming' });
    actor.send({ type: 'mode.delete' });
    expect(actor.getSnapshot().value).toEqual({ deleting: 'choosing' });
    actor.send({ type: 'slot.pick', slot });
    actor.send({ type: 'mode.add' });
    expect(actor.getSnapshot().value).toBe('adding');
    expect(actor.getSnapshot().context.slot).toBeNull();
  });

  it('ignores picking a slot in add mode', () => {
    const actor = createActor(scheduleAdminMachine).start();
    actor.send({ type: 'slot.pick', slot });
    expect(actor.getSnapshot().value).toBe('adding');
  });
});
