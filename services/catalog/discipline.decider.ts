import type { DisciplineEvent } from '../../events/catalog/catalog.events';
import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import { requireName } from './catalog-rules';

export interface DisciplineState {
  status: 'none' | 'active' | 'removed';
  name: string;
}

/** Facts looked up before deciding: another live discipline with this name (case-insensitive), and what uses it. */
export type DisciplineCommand =
  | { type: 'CreateDiscipline'; disciplineId: number; name: string; nameTaken: boolean }
  | { type: 'RenameDiscipline'; disciplineId: number; name: string; nameTaken: boolean }
  | { type: 'RemoveDiscipline'; disciplineId: number; usedBy: { slots: number; packages: number } };

const initialState = (): DisciplineState => ({ status: 'none', name: '' });

function evolve(state: DisciplineState, event: DisciplineEvent): DisciplineState {
  switch (event.type) {
    case 'DisciplineCreated':
      return { status: 'active', name: event.data.name };
    case 'DisciplineRenamed':
      return { ...state, name: event.data.name };
    case 'DisciplineRemoved':
      return { ...state, status: 'removed' };
  }
}

const nameTaken = (name: string) => fail('DISCIPLINE_NAME_TAKEN', { name });
const missing = () => fail('DISCIPLINE_NOT_FOUND');

function decide(command: DisciplineCommand, state: DisciplineState): DisciplineEvent[] {
  switch (command.type) {
    case 'CreateDiscipline': {
      const name = requireName(command.name);
      if (state.status !== 'none') throw fail('DISCIPLINE_EXISTS');
      if (command.nameTaken) throw nameTaken(name);
      return [{ type: 'DisciplineCreated', data: { disciplineId: command.disciplineId, name } }];
    }
    case 'RenameDiscipline': {
      const name = requireName(command.name);
      if (state.status !== 'active') throw missing();
      if (command.nameTaken) throw nameTaken(name);
      if (name === state.name) return [];
      return [{ type: 'DisciplineRenamed', data: { disciplineId: command.disciplineId, name, previousName: state.name } }];
    }
    case 'RemoveDiscipline': {
      if (state.status !== 'active') throw missing();
      if (command.usedBy.slots > 0 || command.usedBy.packages > 0) {
        throw fail('DISCIPLINE_IN_USE', command.usedBy);
      }
      return [{ type: 'DisciplineRemoved', data: { disciplineId: command.disciplineId, name: state.name } }];
    }
  }
}

export const disciplineDecider: StreamDecider<DisciplineState, DisciplineCommand, DisciplineEvent> = { initialState, evolve, decide };
