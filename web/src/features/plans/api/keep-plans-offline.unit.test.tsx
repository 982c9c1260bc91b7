import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfflinePlanCopies } from '../../../lib/offline/offline-plan-copies';
import { dispatchTopics } from '../../../lib/realtime';
import { json, mockApi } from '../../../testing/mock-api';
import { createTestQueryClient } from '../../../testing/render';
import { plansTopicHandlers } from '../realtime';
import { COPIES_RECHECK_MS, MAX_OFFLINE_PLANS, offlinePlanWork, useKeepPlansOffline, warmPlanCopies, type FetchPlanCopy } from './keep-plans-offline';

/** The phone's copies, as plan id → the ETag each came with. */
function fakeCopies(held: Record<number, string> = {}): OfflinePlanCopies & { held: Record<number, string> } {
  return {
    held,
    ids: async () => Object.keys(held).map(Number),
    etag: async (id) => held[id],
    drop: async (id) => void delete held[id],
  };
}

const live = () => new AbortController().signal;

afterEach(() => vi.unstubAllGlobals());

describe('which plans the phone keeps', () => {
  it("asks for the member's current plans and drops copies of plans no longer theirs", () => {
    expect(offlinePlanWork([3, 5], [5, 9])).toEqual({ fetch: [3, 5], drop: [9] });
    expect(offlinePlanWork([], [4])).toEqual({ fetch: [], drop: [4] });
  });

  it('keeps at most the first plans of a very long list, each once', () => {
    const many = Array.from({ length: MAX_OFFLINE_PLANS + 5 }, (_, i) => i + 1);
    const work = offlinePlanWork([1, ...many], [MAX_OFFLINE_PLANS + 3]);
    expect(work.fetch).toEqual(many.slice(0, MAX_OFFLINE_PLANS));
    expect(work.drop).toEqual([MAX_OFFLINE_PLANS + 3]);
  });
});

describe('warming the copies', () => {
  it('asks for each plan conditional on the copy held, after dropping the others', async () => {
    const copies = fakeCopies({ 5: 'W/"plan-5-2"', 9: 'W/"plan-9-1"' });
    const asked: [number, string | undefined][] = [];
    await warmPlanCopies([3, 5], copies, async (id, etag) => asked.push([id, etag]), live());
    expect(asked).toEqual([[3, undefined], [5, 'W/"plan-5-2"']]);
    expect(Object.keys(copies.held)).toEqual(['5']);
  });

  it('goes on past a plan that fails (no signal, no package) and keeps its copy', async () => {
    const copies = fakeCopies({ 3: 'W/"plan-3-1"' });
    const asked: number[] = [];
    const fetchPlan: FetchPlanCopy = async (id) => {
      asked.push(id);
      if (id === 3) throw new Error('offline');
    };
    await warmPlanCopies([3, 4], copies, fetchPlan, live());
    expect(asked).toEqual([3, 4]);
    expect(copies.held).toEqual({ 3: 'W/"plan-3-1"' });
  });

  it('stops asking once aborted (the member signed out)', async () => {
    const controller = new AbortController();
    const asked: number[] = [];
    await warmPlanCopies([1, 2, 3], fakeCopies(), async (id) => {
      asked.push(id);
      controller.abort();
    }, controller.signal);
    expect(asked).toEqual([1]);
  });
});

describe('useKeepPlansOffline', () => {
  const SUMMARIES = 'POST /api/planificaciones/getPlanificacionesSummaryByIdUsr';

  function start(assigned: { id: number; nombre: string }[], enabled = true) {
    const { calls } = mockApi({ [SUMMARIES]: () => json(200, assigned) });
    const queryClient = createTestQueryClient();
    const asked: number[] = [];
    const deps = { copies: () => fakeCopies(), fetchPlan: (async (id) => void asked.push(id)) satisfies FetchPlanCopy };
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const hook = renderHook(() => useKeepPlansOffline(enabled, deps), { wrapper });
    return { queryClient, asked, hook, listAsked: () => calls.filter((c) => `${c.method} ${c.path}` === SUMMARIES).length };
  }

  it('warms every assigned plan after sign-in, and a plan assigned later when its notice arrives', async () => {
    const assigned = [{ id: 3, nombre: 'Fuerza' }];
    const { queryClient, asked } = start(assigned);
    await waitFor(() => expect(asked).toEqual([3]));

    assigned.push({ id: 8, nombre: 'Piernas' });
    dispatchTopics([plansTopicHandlers], ['user:user_ana'], queryClient);
    await waitFor(() => expect(asked).toEqual([3, 3, 8]));
  });

  it('checks the copies of an unchanged list again (focus, reconnection) only once the last pass is old', async () => {
    // Fake timers run every scheduled notice and warm pass to the end: nothing left pending when we look.
    vi.useFakeTimers();
    try {
      const { queryClient, asked } = start([{ id: 3, nombre: 'Fuerza' }]);
      const refetchAndSettle = async () => {
        const refetched = queryClient.refetchQueries();
        await vi.runAllTimersAsync();
        await refetched;
        await vi.runAllTimersAsync();
      };
      await vi.runAllTimersAsync();
      expect(asked).toEqual([3]);
      await refetchAndSettle();
      expect(asked).toEqual([3]);
      vi.advanceTimersByTime(COPIES_RECHECK_MS);
      await refetchAndSettle();
      expect(asked).toEqual([3, 3]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks again for the list and every plan once the service worker takes the page (before, nothing was kept)', async () => {
    const worker = new EventTarget();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: worker }));
    const { asked, listAsked } = start([{ id: 3, nombre: 'Fuerza' }]);
    await waitFor(() => expect(asked).toEqual([3]));
    expect(listAsked()).toBe(1);
    worker.dispatchEvent(new Event('controllerchange'));
    await waitFor(() => expect(asked).toEqual([3, 3]));
    expect(listAsked()).toBe(2);
  });

  it('asks for nothing for staff, and stops following the list once unmounted', async () => {
    const staff = start([{ id: 3, nombre: 'Fuerza' }], false);
    const member = start([{ id: 4, nombre: 'Fuerza' }]);
    await waitFor(() => expect(member.asked).toEqual([4]));
    member.hook.unmount();
    await member.queryClient.refetchQueries();
    expect(staff.asked).toEqual([]);
    expect(member.queryClient.getQueryCache().getAll().every((q) => q.getObserversCount() === 0)).toBe(true);
  });
});
