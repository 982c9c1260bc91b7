import type { DomainEvent } from './event';

/**
 * The two shapes of pure decision logic in Pulso. Both are plain objects with pure functions: no clock, no
 * database, no randomness; "now" and fresh ids arrive in the command. CONTRIBUTING.md ("Two decider shapes")
 * says when to use which.
 */

/**
 * A stream-fold decider (Chassaing / Emmett): the state is the fold of the stream's own events, read and
 * appended at one expected version (services/platform/commands/stream-fold.ts: decideOnStream).
 * Example: services/plans/plan.decider.ts. Spec: `streamDeciderSpec(d).given(events).when(command).then(events)`.
 */
export interface StreamDecider<State, Command, Event extends DomainEvent> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

/**
 * A facts decider: decides on facts read from read tables in the same statement that locks the streams it
 * will append to (services/platform/commands/locked-facts.ts), so the facts cannot change before COMMIT.
 * For decisions that span streams and would otherwise fold many of them (a class's places and a member's
 * credits). `Decision` is usually the events per stream, e.g. `{ occurrence: [...], member: [...] }`.
 * Example: services/booking/booking.decider.ts. Spec: `factsDeciderSpec(d).givenFacts(facts).when(command).then(decision)`.
 */
export interface FactsDecider<Facts, Command, Decision> {
  decide: (command: Command, facts: Facts) => Decision;
}

/** The state a stream's events fold to. */
export const fold = <State, Event extends DomainEvent>(
  decider: Pick<StreamDecider<State, unknown, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State => events.reduce(decider.evolve, decider.initialState());
