import { expect } from 'vitest';
import { fold, type FactsDecider, type StreamDecider } from './decider';
import type { DomainEvent } from './event';
import { DomainError } from './errors';

/**
 * Given/when/then for the two decider shapes (events/framework/decider.ts), for unit tests only (imports vitest).
 *   streamDeciderSpec(d).given([...events]).when(command).then([...events])
 *   factsDeciderSpec(d).givenFacts(facts).when(command).then(decision)
 * and on either `.thenRejects('CODE')` or `.thenRejects({ status, code, detail })` for a refusal.
 */

/** What a refusal must match: its code alone, or any of status, code and detail. */
export type ExpectedRejection = string | { status?: number; code?: string; detail?: string };

function expectRejection(run: () => unknown, expected: ExpectedRejection): void {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown, 'the decider should have refused').toBeInstanceOf(DomainError);
  expect(thrown).toMatchObject(typeof expected === 'string' ? { code: expected } : expected);
}

function outcome<Result>(run: () => Result) {
  return {
    // oxlint-disable-next-line unicorn/no-thenable -- a spec's `then` is its assertion, never awaited
    then: (expected: Result) => expect(run()).toEqual(expected),
    thenRejects: (expected: ExpectedRejection) => expectRejection(run, expected),
  };
}

/** A stream-fold decider: the state is the fold of the given events. */
export function streamDeciderSpec<State, Command, Event extends DomainEvent>(decider: StreamDecider<State, Command, Event>) {
  return {
    given: (events: readonly Event[]) => ({
      when: (command: Command) => outcome(() => decider.decide(command, fold(decider, events))),
    }),
  };
}

/** A facts decider: the facts are what its query would have read under the stream locks. */
export function factsDeciderSpec<Facts, Command, Decision>(decider: FactsDecider<Facts, Command, Decision>) {
  return {
    givenFacts: (facts: Facts) => ({
      when: (command: Command) => outcome(() => decider.decide(command, facts)),
    }),
  };
}
