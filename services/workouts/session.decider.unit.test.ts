import { describe, it } from 'vitest';
import type { WorkoutEvent } from '../../events/catalog/workouts.events';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import type { DoneSet } from '../../domain/workouts/records';
import { sessionDecider, type SessionCommand } from './session.decider';

const spec = streamDeciderSpec(sessionDecider);
const SID = '6f1c2f4e-0b7a-4c1e-9a57-3d2b9c0e8a11';
const ANA = 'user_ana';
const NOW = '2026-11-16T15:00:00.000Z';
const LATER = '2026-11-16T15:40:00.000Z';

const session = {
  sessionId: SID,
  userId: ANA,
  planId: 3,
  planName: 'Fuerza',
  weekId: 10,
  weekName: 'Semana 1',
  dayId: 20,
  dayName: 'Día 1',
  date: '2026-11-16',
  exercises: [
    {
      exerciseId: 40,
      name: 'Sentadilla',
      video: null,
      blockId: 30,
      blockName: 'Bloque A',
      rest: 90,
      sets: [
        { setId: 50, number: 1, reps: '8', weight: 60 },
        { setId: 51, number: 2, reps: '8', weight: 60 },
      ],
    },
  ],
};
const started: WorkoutEvent = { type: 'WorkoutSessionStarted', data: { ...session, startedAt: NOW } };
const start = (over: Partial<typeof session> = {}): SessionCommand => ({ type: 'StartWorkoutSession', session: { ...session, ...over }, now: NOW });

const log = (over: Partial<Extract<SessionCommand, { type: 'LogWorkoutSet' }>> = {}): SessionCommand => ({
  type: 'LogWorkoutSet',
  sessionId: SID,
  userId: ANA,
  setId: 50,
  reps: 8,
  weight: 62.5,
  seconds: null,
  done: true,
  now: LATER,
  history: [],
  ...over,
});
const logged = (over: Partial<Extract<WorkoutEvent, { type: 'WorkoutSetLogged' }>['data']> = {}): WorkoutEvent => ({
  type: 'WorkoutSetLogged',
  data: { sessionId: SID, userId: ANA, setId: 50, exerciseId: 40, exerciseName: 'Sentadilla', number: 1, reps: 8, weight: 62.5, seconds: null, done: true, loggedAt: LATER, ...over },
});
const finished: WorkoutEvent = { type: 'WorkoutSessionFinished', data: { sessionId: SID, userId: ANA, note: null, finishedAt: LATER } };
const earlier = (weight: number, reps: number): DoneSet => ({ weight, reps, done: true, date: '2026-11-09', sessionId: 'x', at: '2026-11-09T15:00:00.000Z' });

describe('StartWorkoutSession', () => {
  it('starts a session with the day as planned', () => {
    spec.given([]).when(start()).then([started]);
  });

  it('starting the same id again for the same day is no new event (an offline replay)', () => {
    spec.given([started]).when(start()).then([]);
  });

  it('refuses the id for another day or another member', () => {
    spec.given([started]).when(start({ dayId: 21 })).thenRejects({ status: 409, code: 'WORKOUT_SESSION_EXISTS' });
    spec.given([started]).when(start({ userId: 'user_beto' })).thenRejects('WORKOUT_SESSION_EXISTS');
  });

  it('refuses a day with no sets', () => {
    spec.given([]).when(start({ exercises: [{ ...session.exercises[0]!, sets: [] }] })).thenRejects({ status: 409, code: 'WORKOUT_DAY_EMPTY', detail: 'Ese día no tiene series para registrar.' });
  });
});

describe('LogWorkoutSet', () => {
  it('logs a set of the day with decimal kilograms', () => {
    spec.given([started]).when(log()).then([logged()]);
  });

  it('logging the same set again corrects it (the new values), and the same values again are nothing new', () => {
    spec.given([started, logged()]).when(log({ reps: 6 })).then([logged({ reps: 6 })]);
    spec.given([started, logged()]).when(log()).then([]);
  });

  it('accepts a set arriving after the session finished (an offline queue)', () => {
    spec.given([started, finished]).when(log({ setId: 51 })).then([logged({ setId: 51, number: 2 })]);
  });

  it('records beaten ride with the set', () => {
    spec.given([started]).when(log({ history: [earlier(60, 8)] })).then([
      logged(),
      { type: 'PersonalRecordSet', data: { sessionId: SID, userId: ANA, setId: 50, exerciseName: 'Sentadilla', kind: 'peso_maximo', value: 62.5, previous: 60, weight: 62.5, reps: 8 } },
      { type: 'PersonalRecordSet', data: { sessionId: SID, userId: ANA, setId: 50, exerciseName: 'Sentadilla', kind: 'e1rm', value: 79.2, previous: 76, weight: 62.5, reps: 8 } },
    ]);
  });

  it('a heavier second set is the session\'s record against the history before it, not against the first set', () => {
    const record = (kind: 'peso_maximo' | 'e1rm', value: number, previous: number): WorkoutEvent => ({
      type: 'PersonalRecordSet',
      data: { sessionId: SID, userId: ANA, setId: 51, exerciseName: 'Sentadilla', kind, value, previous, weight: 65, reps: 8 },
    });
    spec.given([started, logged()]).when(log({ setId: 51, weight: 65, history: [earlier(60, 8)] })).then([
      logged({ setId: 51, number: 2, weight: 65 }),
      record('peso_maximo', 65, 60),
      record('e1rm', 82.3, 76),
    ]);
    // Below the session's best: no record, though it beats the history.
    spec.given([started, logged({ weight: 65 })]).when(log({ setId: 51, weight: 62.5, history: [earlier(60, 8)] })).then([logged({ setId: 51, number: 2 })]);
  });

  it('a first session of an exercise sets its marks and celebrates nothing', () => {
    spec.given([started, logged({ weight: 40 })]).when(log({ setId: 51, weight: 62.5, history: [] })).then([logged({ setId: 51, number: 2 })]);
  });

  it('refuses a set that is not of this day, an unknown session and another member\'s session', () => {
    spec.given([started]).when(log({ setId: 99 })).thenRejects({ status: 404, code: 'WORKOUT_SET_NOT_IN_SESSION' });
    spec.given([]).when(log()).thenRejects({ status: 404, code: 'WORKOUT_SESSION_NOT_FOUND', detail: 'No encontramos esa sesión de entrenamiento.' });
    spec.given([started]).when(log({ userId: 'user_beto' })).thenRejects({ status: 403, code: 'NOT_YOUR_WORKOUT' });
  });
});

describe('FinishWorkoutSession', () => {
  const finish = (over: Partial<Extract<SessionCommand, { type: 'FinishWorkoutSession' }>> = {}): SessionCommand => ({ type: 'FinishWorkoutSession', sessionId: SID, userId: ANA, note: null, now: LATER, ...over });

  it('finishes with a trimmed note (blank: none)', () => {
    spec.given([started]).when(finish({ note: '  Buen día ' })).then([{ type: 'WorkoutSessionFinished', data: { sessionId: SID, userId: ANA, note: 'Buen día', finishedAt: LATER } }]);
    spec.given([started]).when(finish({ note: '   ' })).then([finished]);
  });

  it('finishing twice is nothing new', () => {
    spec.given([started, finished]).when(finish({ note: 'otra' })).then([]);
  });

  it('refuses someone else\'s or an unknown session', () => {
    spec.given([started]).when(finish({ userId: 'user_beto' })).thenRejects('NOT_YOUR_WORKOUT');
    spec.given([]).when(finish()).thenRejects('WORKOUT_SESSION_NOT_FOUND');
  });
});

describe('CommentWorkoutSession', () => {
  const comment: SessionCommand = { type: 'CommentWorkoutSession', sessionId: SID, commentId: '0b1c2f4e-0b7a-4c1e-9a57-3d2b9c0e8a11', authorId: 'user_profe', text: ' Bien esa sentadilla ', now: LATER };

  it('records the coach\'s comment for the session\'s member, open or finished', () => {
    const commented: WorkoutEvent = { type: 'WorkoutSessionCommented', data: { sessionId: SID, userId: ANA, commentId: '0b1c2f4e-0b7a-4c1e-9a57-3d2b9c0e8a11', authorId: 'user_profe', text: 'Bien esa sentadilla', at: LATER } };
    spec.given([started]).when(comment).then([commented]);
    spec.given([started, finished]).when(comment).then([commented]);
  });

  it('refuses an unknown session', () => {
    spec.given([]).when(comment).thenRejects('WORKOUT_SESSION_NOT_FOUND');
  });
});

describe('a deleted account\'s sessions', () => {
  it('take nothing more: no new session, set, finish, comment or read', () => {
    const comment: SessionCommand = { type: 'CommentWorkoutSession', sessionId: SID, commentId: '0b1c2f4e-0b7a-4c1e-9a57-3d2b9c0e8a11', authorId: 'user_profe', text: 'Bien', now: LATER };
    spec.given([]).when({ ...start(), memberDeleted: true }).thenRejects({ status: 409, code: 'USER_DELETED' });
    for (const command of [log(), comment, { type: 'FinishWorkoutSession' as const, sessionId: SID, userId: ANA, note: null, now: LATER }]) {
      spec.given([started]).when({ ...command, memberDeleted: true }).thenRejects('USER_DELETED');
    }
  });
});

describe('ReadWorkoutComments', () => {
  const C1 = '0b1c2f4e-0b7a-4c1e-9a57-3d2b9c0e8a11';
  const C2 = '0b1c2f4e-0b7a-4c1e-9a57-3d2b9c0e8a12';
  const commented = (commentId: string): WorkoutEvent => ({ type: 'WorkoutSessionCommented', data: { sessionId: SID, userId: ANA, commentId, authorId: 'user_profe', text: 'Bien', at: NOW } });
  const read = (commentIds: string[]): WorkoutEvent => ({ type: 'WorkoutCommentsRead', data: { sessionId: SID, userId: ANA, commentIds, readAt: LATER } });
  const readBy = (userId: string): SessionCommand => ({ type: 'ReadWorkoutComments', sessionId: SID, userId, now: LATER });

  it('marks every comment still new as read, oldest first', () => {
    spec.given([started, commented(C1), commented(C2)]).when(readBy(ANA)).then([read([C1, C2])]);
  });

  it('marks only the comments that came after the last read', () => {
    spec.given([started, commented(C1), read([C1]), commented(C2)]).when(readBy(ANA)).then([read([C2])]);
  });

  it('with nothing new (read already, or no comments) is nothing new', () => {
    spec.given([started, commented(C1), read([C1])]).when(readBy(ANA)).then([]);
    spec.given([started]).when(readBy(ANA)).then([]);
  });

  it('refuses another member (a coach opening the session too) and an unknown session', () => {
    spec.given([started, commented(C1)]).when(readBy('user_profe')).thenRejects('NOT_YOUR_WORKOUT');
    spec.given([]).when(readBy(ANA)).thenRejects('WORKOUT_SESSION_NOT_FOUND');
  });
});

describe('session decider: the effort she felt', () => {
  it('logs RPE or RIR with the set, a change of effort alone is a correction, and refuses RPE outside 1-10 or RIR outside 0-10', () => {
    spec.given([started]).when(log({ rpe: 8.5 })).then([logged({ rpe: 8.5 })]);
    spec.given([started, logged({ rpe: 8.5 })]).when(log({ rpe: 8.5 })).then([]);
    spec.given([started, logged({ rpe: 8.5 })]).when(log({ rir: 2 })).then([logged({ rir: 2 })]);
    for (const rpe of [0, 11, 7.2]) spec.given([started]).when(log({ rpe })).thenRejects({ status: 400, code: 'INVALID_RPE' });
    for (const rir of [-1, 11, 0.5]) spec.given([started]).when(log({ rir })).thenRejects({ status: 400, code: 'INVALID_RIR' });
  });
});
