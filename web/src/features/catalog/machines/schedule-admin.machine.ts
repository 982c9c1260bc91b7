import { assign, setup } from 'xstate';
import type { Horario } from '../api/types';

/**
 * The Crear horarios screen's modes (docs/product.md §2, §4): adding shows the form; editing and deleting let the admin
 * pick a slot, then open its form or its confirmation. Saving and deleting are TanStack mutations, not here.
 */
export const scheduleAdminMachine = setup({
  types: {
    context: {} as { slot: Horario | null },
    events: {} as
      | { type: 'mode.add' }
      | { type: 'mode.edit' }
      | { type: 'mode.delete' }
      | { type: 'slot.pick'; slot: Horario }
      | { type: 'dialog.close' },
  },
  actions: {
    pick: assign({ slot: ({ event }) => (event.type === 'slot.pick' ? event.slot : null) }),
    clear: assign({ slot: null }),
  },
}).createMachine({
  id: 'scheduleAdmin',
  initial: 'adding',
  context: { slot: null },
  on: {
    'mode.add': { target: '.adding', reenter: true, actions: 'clear' },
    'mode.edit': { target: '.editing', reenter: true, actions: 'clear' },
    'mode.delete': { target: '.deleting', reenter: true, actions: 'clear' },
  },
  states: {
    adding: {},
    editing: {
      initial: 'choosing',
      states: {
        choosing: { on: { 'slot.pick': { target: 'form', actions: 'pick' } } },
        form: { on: { 'dialog.close': { target: 'choosing', actions: 'clear' } } },
      },
    },
    deleting: {
      initial: 'choosing',
      states: {
        choosing: { on: { 'slot.pick': { target: 'confirming', actions: 'pick' } } },
        confirming: { on: { 'dialog.close': { target: 'choosing', actions: 'clear' } } },
      },
    },
  },
});
