import type { Kysely } from 'kysely';
import { fold, type StreamDecider } from '../../../events/framework/decider';
import type { DomainEvent } from '../../../events/framework/event';
import type { StreamAppend } from '../../../events/store/append';
import { readStream } from '../../../events/store/read';

/** Reads a stream, folds it and lets the decider decide: the usual shape of a one-stream command. */
export async function decideOnStream<State, Command, Event extends DomainEvent>(
  trx: Kysely<any>,
  stream: { streamId: string; streamType: string },
  decider: StreamDecider<State, Command, Event>,
  command: Command,
): Promise<{ append: StreamAppend; state: State; newState: State }> {
  const { version, events } = await readStream(trx, stream.streamId);
  const state = fold(decider, events as unknown as Event[]);
  const newEvents = decider.decide(command, state);
  const newState = newEvents.reduce(decider.evolve, state);
  return { append: { ...stream, expectedVersion: version, events: newEvents }, state, newState };
}

/**
 * The same, when the command needs a fact about what the stream holds (e.g. the member a session belongs to, to hand
 * the decider whether her account was deleted): `build` sees the folded state before the decider decides.
 */
export async function decideOnStreamWith<State, Command, Event extends DomainEvent>(
  trx: Kysely<any>,
  stream: { streamId: string; streamType: string },
  decider: StreamDecider<State, Command, Event>,
  build: (state: State) => Promise<Command>,
): Promise<{ append: StreamAppend; state: State; newState: State }> {
  const { version, events } = await readStream(trx, stream.streamId);
  const state = fold(decider, events as unknown as Event[]);
  const newEvents = decider.decide(await build(state), state);
  const newState = newEvents.reduce(decider.evolve, state);
  return { append: { ...stream, expectedVersion: version, events: newEvents }, state, newState };
}
