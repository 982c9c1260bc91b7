import type { AnyEventObject } from 'xstate';
import { isApiError } from '../../../lib/api-client';
import type { LogSetOutcome } from '../api/log-set';
import { mergeRecords, type SessionRecord } from '../session-records';
import type { SessionSet, SetLog } from './session-sets';
import { isDone, updateSet } from './session-sets';

/** The workout session machine's context (workout-session.machine.ts). */
export type SessionContext = {
  sesionId: string;
  sets: SessionSet[];
  nota: string;
  /** The session's records the server reported (each kind once per exercise: its best), newest last. */
  records: SessionRecord[];
  /** Whether the record banner is open: a new record opens it, the member closes it. */
  celebrating: boolean;
  /** Why "Finalizar" failed, shown above the button. */
  failure: string | null;
  /** The injected clock (ms), read once when the session is finished, for the summary's duration. */
  now: () => number;
  finishedAt: number | null;
};

export type SaveSetInput = { sesionId: string; set: SetLog };

type ActorAnswer = AnyEventObject & { actorId: string; output?: LogSetOutcome; error?: unknown };

/** Each save of a set is its own spawned actor; the attempt tells a late answer of an older save from the latest. */
export const saveId = (set: SessionSet) => `save:${set.serieId}:${set.attempt}`;

export const detail = (error: unknown) => (isApiError(error) ? error.detail : 'No se pudo guardar. Intenta de nuevo.');

/** The answer's set, when it is the latest save of that set (an edit and a second "hecho" make older answers moot). */
const answered = (context: SessionContext, event: AnyEventObject) =>
  context.sets.find((s) => s.status === 'saving' && saveId(s) === (event as ActorAnswer).actorId);

/** Sets neither done nor on their way (a set still saving counts as done). */
export const missingSets = (sets: readonly SessionSet[]) => sets.filter((s) => !isDone(s) && s.status !== 'saving').length;

/** A save answered: the set is saved (or queued on the phone), and its records join the session's and open the banner. */
export function saveAnswered(context: SessionContext, event: AnyEventObject): Partial<SessionContext> {
  const set = answered(context, event);
  if (!set) return {};
  const outcome = (event as ActorAnswer).output!;
  return {
    sets: updateSet(context.sets, set.serieId, (s) => ({ ...s, status: outcome.status, error: null })),
    ...(outcome.status === 'saved' && {
      records: mergeRecords(context.records, set.serieId, outcome.records),
      celebrating: context.celebrating || outcome.records.length > 0,
    }),
  };
}

/** A save refused or lost: the set says why, in Spanish, and can be marked done again. */
export function saveFailed(context: SessionContext, event: AnyEventObject): Partial<SessionContext> {
  const set = answered(context, event);
  if (!set) return {};
  return { sets: updateSet(context.sets, set.serieId, (s) => ({ ...s, status: 'failed', error: detail((event as ActorAnswer).error) })) };
}
