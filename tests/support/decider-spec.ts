import { expect } from 'vitest';
import { fold, type Decider, type DomainEvent } from '../../events/framework/event';
import { DomainError } from '../../events/framework/errors';

/**
 * Given/when/then for a pure decider (Emmett's DeciderSpecification):
 * `spec.given([...events]).when(command).then([...events])` or `.thenThrows({ status, code, detail })`.
 */
export function deciderSpec<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) {
  return {
    given: (events: readonly Event[]) => ({
      when: (command: Command) => {
        const run = () => decider.decide(command, fold(decider, events));
        return {
          then: (expected: readonly Event[]) => expect(run()).toEqual(expected),
          thenThrows: (expected: { status?: number; code?: string; detail?: string }) => {
            let thrown: unknown;
            try {
              run();
            } catch (error) {
              thrown = error;
            }
            expect(thrown, 'the decider should have refused').toBeInstanceOf(DomainError);
            expect(thrown).toMatchObject(expected);
          },
        };
      },
    }),
  };
}
