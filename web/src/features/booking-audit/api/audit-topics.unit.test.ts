import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { dispatchTopics } from '../../../lib/realtime';
import { invalidatedKeys } from '../../../testing/invalidated-keys';
import { auditKeys } from './audit-keys';
import { auditTopicHandlers } from './audit-topics';

let queryClient: QueryClient;

const invalidated = () => invalidatedKeys(queryClient);

beforeEach(() => {
  queryClient = new QueryClient();
  for (const key of [auditKeys.horarios, auditKeys.users, auditKeys.occupancy(4, '2026-11-24'), auditKeys.occupancy(5, '2026-11-24'), auditKeys.memberHistory('user_ana')]) {
    queryClient.setQueryData(key, []);
  }
});

describe('booking audit realtime topics', () => {
  it('admin:bookings refreshes every open roster and member history, nothing else', () => {
    dispatchTopics([auditTopicHandlers], ['admin:bookings'], queryClient);
    expect(invalidated()).toEqual(['booking-audit/member-history/user_ana', 'booking-audit/occupancy/4/2026-11-24', 'booking-audit/occupancy/5/2026-11-24']);
  });

  it('catalog refreshes the weekly classes; admin:users the member picker', () => {
    dispatchTopics([auditTopicHandlers], ['catalog'], queryClient);
    expect(invalidated()).toEqual(['booking-audit/horarios']);
    dispatchTopics([auditTopicHandlers], ['admin:users'], queryClient);
    expect(invalidated()).toEqual(['booking-audit/horarios', 'booking-audit/users']);
  });
});
