import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dispatchTopics } from '../../../lib/realtime';
import { invalidatedKeys } from '../../../testing/invalidated-keys';
import { membershipKeys } from './membership-keys';
import { membershipTopicHandlers } from './membership-topics';

function client() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(membershipKeys.list({ estado: 'sin_venir', por_pagina: '25' }), { data: [] });
  queryClient.setQueryData(membershipKeys.list({ por_pagina: '25' }), { data: [] });
  queryClient.setQueryData(membershipKeys.users(false), []);
  queryClient.setQueryData(membershipKeys.requests, []);
  return queryClient;
}

describe('Usuarios realtime topics', () => {
  it('admin:bookings refreshes every page of the list (last classes, "Sin venir"), nothing else', () => {
    const queryClient = client();
    dispatchTopics([membershipTopicHandlers], ['admin:bookings'], queryClient);
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(membershipKeys.list({ estado: 'sin_venir', por_pagina: '25' }))).toBe(true);
    expect(invalidated(membershipKeys.list({ por_pagina: '25' }))).toBe(true);
    expect(invalidatedKeys(queryClient)).toHaveLength(2);
  });

  it('admin:users refreshes the lists and the users', () => {
    const queryClient = client();
    dispatchTopics([membershipTopicHandlers], ['admin:users'], queryClient);
    expect(queryClient.getQueryState(membershipKeys.users(false))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(membershipKeys.list({ estado: 'sin_venir', por_pagina: '25' }))?.isInvalidated).toBe(true);
  });
});
