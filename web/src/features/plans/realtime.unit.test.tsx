import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfflinePlanCopies } from '../../lib/offline/offline-plan-copies';
import { dispatchTopics } from '../../lib/realtime';
import { json, mockApi } from '../../testing/mock-api';
import { createTestQueryClient } from '../../testing/render';
import { planQuery } from '../../api/plans/plan';
import { planKeys } from '../../api/route-keys';
import { usePlan } from './api/get-plan';
import type { FetchPlanCopy } from './api/keep-plans-offline';
import { plansKeys } from './api/plans-keys';
import { plansTopicHandlersWith } from './realtime';
import { fuerzaInicial } from './testing/plan-fixture';

afterEach(() => vi.unstubAllGlobals());

/** The phone holds a copy of plan 7 (version 1); the handlers ask for copies through `asked`. */
function setUp() {
  const calls = mockApi({ 'GET /api/planificaciones/7': () => json(200, { ...fuerzaInicial, version: 2 }) }).calls;
  const held: Record<number, string> = { 7: 'W/"plan-7-1"' };
  const copies: OfflinePlanCopies = { ids: async () => Object.keys(held).map(Number), etag: async (id) => held[id], drop: async () => undefined };
  const asked: [number, string | undefined][] = [];
  const fetchPlan: FetchPlanCopy = async (id, etag) => void asked.push([id, etag]);
  const handlers = plansTopicHandlersWith({ copies: () => copies, fetchPlan });
  const queryClient = createTestQueryClient();
  const edited = (planIds: number[]) => dispatchTopics([handlers], ['user:user_ana'], queryClient, { 'user:user_ana': { plans: planIds } });
  const planGets = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/planificaciones/7').length;
  return { queryClient, asked, edited, planGets };
}

describe("plans' realtime handlers: a coach edited one of the member's plans", () => {
  it('marks the plan stale and refreshes the phone\'s copy at once, conditional on the copy held', async () => {
    const { queryClient, asked, edited } = setUp();
    queryClient.setQueryData(planKeys.of(7), { ...fuerzaInicial, version: 1 });
    edited([7, 9]);
    await waitFor(() => expect(asked).toEqual([[7, 'W/"plan-7-1"']]));
    expect(queryClient.getQueryState(planKeys.of(7))?.isInvalidated).toBe(true);
    // Plan 9 has no copy on the phone yet (the warm pass brings it): nothing asked for it here.
  });

  it('refetches a plan open on screen once: its answer is the copy the service worker keeps', async () => {
    const { queryClient, asked, edited, planGets } = setUp();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const viewer = renderHook(() => usePlan(7), { wrapper });
    await waitFor(() => expect(viewer.result.current.data?.version).toBe(2));
    expect(planGets()).toBe(1);
    edited([7]);
    await waitFor(() => expect(planGets()).toBe(2));
    expect(asked).toEqual([]);
    expect(queryClient.getQueryState(planQuery(7).queryKey)?.isInvalidated).toBe(false);
    viewer.unmount();
  });

  it('leaves plans alone on a notice without plan facts (an assignment): only the list refetches', async () => {
    const { queryClient, asked } = setUp();
    queryClient.setQueryData(planKeys.of(7), { ...fuerzaInicial, version: 1 });
    queryClient.setQueryData(plansKeys.summaries(), []);
    dispatchTopics([plansTopicHandlersWith()], ['user:user_ana'], queryClient);
    expect(queryClient.getQueryState(plansKeys.summaries())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(planKeys.of(7))?.isInvalidated).toBe(false);
    expect(asked).toEqual([]);
  });
});
