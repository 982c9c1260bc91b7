import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sharedRouteTopicHandlers } from '../../../api/api-topics';
import { dispatchTopics } from '../../../lib/realtime';
import { invalidatedKeys } from '../../../testing/invalidated-keys';
import { membershipKeys } from './membership-keys';
import { membershipTopicHandlers } from './membership-topics';
import { memberListKeys, usersKeys } from '../../../api/route-keys';

function client() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(memberListKeys.of({ estado: 'sin_venir', por_pagina: '25' }), { data: [] });
  queryClient.setQueryData(memberListKeys.of({ por_pagina: '25' }), { data: [] });
  queryClient.setQueryData(usersKeys.of(false), []);
  queryClient.setQueryData(membershipKeys.requests, []);
  return queryClient;
}

// The screen's queries follow its own handlers and those of the routes it shares with other screens.
const handlers = [membershipTopicHandlers, sharedRouteTopicHandlers];

describe('Usuarios realtime topics', () => {
  it('admin:bookings refreshes every page of the list (last classes, "Sin venir"), nothing else', () => {
    const queryClient = client();
    dispatchTopics(handlers, ['admin:bookings'], queryClient);
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(memberListKeys.of({ estado: 'sin_venir', por_pagina: '25' }))).toBe(true);
    expect(invalidated(memberListKeys.of({ por_pagina: '25' }))).toBe(true);
    expect(invalidatedKeys(queryClient)).toHaveLength(2);
  });

  it('admin:users refreshes the lists and the users', () => {
    const queryClient = client();
    dispatchTopics(handlers, ['admin:users'], queryClient);
    expect(queryClient.getQueryState(usersKeys.of(false))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(memberListKeys.of({ estado: 'sin_venir', por_pagina: '25' }))?.isInvalidated).toBe(true);
  });
});
