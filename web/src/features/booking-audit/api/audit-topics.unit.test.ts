import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { sharedRouteTopicHandlers } from '../../../api/api-topics';
import { dispatchTopics } from '../../../lib/realtime';
import { invalidatedKeys } from '../../../testing/invalidated-keys';
import { auditKeys } from './audit-keys';
import { auditTopicHandlers } from './audit-topics';
import { horariosKey, occupancyKeys, usersKeys } from '../../../api/route-keys';

let queryClient: QueryClient;

const invalidated = () => invalidatedKeys(queryClient);

beforeEach(() => {
  queryClient = new QueryClient();
  for (const key of [horariosKey, usersKeys.of(false), occupancyKeys.of(4, '2026-11-24'), occupancyKeys.of(5, '2026-11-24'), auditKeys.memberHistory('user_ana')]) {
    queryClient.setQueryData(key, []);
  }
});

// The screen's queries follow its own handlers and those of the routes it shares with other screens.
const handlers = [auditTopicHandlers, sharedRouteTopicHandlers];

describe('booking audit realtime topics', () => {
  it('admin:bookings refreshes every open roster and member history, nothing else', () => {
    dispatchTopics(handlers, ['admin:bookings'], queryClient);
    expect(invalidated()).toEqual(['POST /api/reservas/ocupacion/4/2026-11-24', 'POST /api/reservas/ocupacion/5/2026-11-24', 'booking-audit/member-history/user_ana']);
  });

  it('catalog refreshes the weekly classes; admin:users the member picker', () => {
    dispatchTopics(handlers, ['catalog'], queryClient);
    expect(invalidated()).toEqual(['GET /api/horarios/getHorarios']);
    dispatchTopics(handlers, ['admin:users'], queryClient);
    expect(invalidated()).toEqual(['GET /api/horarios/getHorarios', 'GET /api/user/getUsers/visibles']);
  });
});
