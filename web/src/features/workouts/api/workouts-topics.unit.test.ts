import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { dispatchTopics } from '../../../lib/realtime';
import { invalidatedKeys } from '../../../testing/invalidated-keys';
import { workoutsKeys } from './workouts-keys';
import { workoutsTopicHandlers } from './workouts-topics';

let queryClient: QueryClient;

const keys = [
  workoutsKeys.recent(),
  workoutsKeys.memberSessions('user_ana'),
  workoutsKeys.memberRecords('user_ana'),
  workoutsKeys.session('s1'),
  workoutsKeys.mySessions(),
  workoutsKeys.myRecords(),
  workoutsKeys.history('Sentadilla'),
  workoutsKeys.lastTime(1, 3, 's1'),
  workoutsKeys.board(3, '2026-11-16'),
];

const invalidated = () => invalidatedKeys(queryClient);

beforeEach(() => {
  queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, []);
});

describe('workouts realtime topics', () => {
  it("workouts refreshes the coach's views, open sessions and pizarras as any member logs", () => {
    dispatchTopics([workoutsTopicHandlers], ['workouts'], queryClient);
    expect(invalidated()).toEqual(['workouts/board/3/2026-11-16', 'workouts/member/user_ana/records', 'workouts/member/user_ana/sessions', 'workouts/recent', 'workouts/session/s1']);
  });

  it('classes refreshes the pizarras only: a check-in puts a member on the board', () => {
    dispatchTopics([workoutsTopicHandlers], ['classes'], queryClient);
    expect(invalidated()).toEqual(['workouts/board/3/2026-11-16']);
  });

  it("the member's own topic refreshes their sessions, records and history, never the last time of the session being logged", () => {
    dispatchTopics([workoutsTopicHandlers], ['user:user_ana'], queryClient, { 'user:user_ana': { records: [] } });
    expect(invalidated()).toEqual(['workouts/me/history/Sentadilla', 'workouts/me/records', 'workouts/me/sessions']);
  });
});
