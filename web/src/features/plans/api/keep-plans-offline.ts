import { QueryObserver, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { offlinePlanCopies, type OfflinePlanCopies } from '../../../lib/offline/offline-plan-copies';
import { planSummariesQueryOptions } from './get-plan-summaries';

// A member trains on a handful of plans. A list longer than this (a studio assigning its whole library) would fill
// the phone with documents of up to 1 MB each that nobody opens; the first ones in the member's list are kept.
export const MAX_OFFLINE_PLANS = 20;

// A coach edits plans while the app sits open in the background: a refetch of the unchanged list (focus, reconnection)
// checks the copies again at most this often, each a 304 when the plan did not change.
export const COPIES_RECHECK_MS = 10 * 60_000;

/** Which plans to ask for (the member's current ones, up to the bound) and which copies to drop (no longer theirs). */
export function offlinePlanWork(assigned: readonly number[], held: readonly number[]): { fetch: number[]; drop: number[] } {
  const fetch = [...new Set(assigned)].slice(0, MAX_OFFLINE_PLANS);
  return { fetch, drop: held.filter((id) => !fetch.includes(id)) };
}

/** Asks for one plan, conditional on the copy held: a 304 leaves it, a 200 is kept by the service worker. */
export type FetchPlanCopy = (id: number, etag: string | undefined, signal: AbortSignal) => Promise<unknown>;

// The plan route's module loads with the first copy asked for (after the first paint): the member's first load
// does not carry it (npm run size).
const fetchPlanCopy: FetchPlanCopy = async (id, etag, signal) => (await import('../../../api/plans/plan')).fetchPlanIfChanged(id, etag, signal);

/** Where the copies live and how a plan is asked for (tests pass their own). */
export type KeepPlansDeps = { copies: () => OfflinePlanCopies | undefined; fetchPlan: FetchPlanCopy };

const browserDeps: KeepPlansDeps = { copies: offlinePlanCopies, fetchPlan: fetchPlanCopy };

/**
 * Brings the phone's plan copies in line with the member's plans: copies of plans they lost go, each current plan
 * is asked for, one at a time (the member's own taps go first). A plan that fails (no signal, a 403) keeps what
 * the phone had; the next pass asks again.
 */
export async function warmPlanCopies(assigned: readonly number[], copies: OfflinePlanCopies, fetchPlan: FetchPlanCopy, signal: AbortSignal): Promise<void> {
  const { fetch, drop } = offlinePlanWork(assigned, await copies.ids());
  await Promise.all(drop.map((id) => copies.drop(id)));
  for (const id of fetch) {
    if (signal.aborted) return;
    await fetchPlan(id, await copies.etag(id), signal).catch(() => undefined);
  }
}

/**
 * A coach changed one of the member's plans (their `user` topic said so): the phone's copy is asked for again at
 * once, conditional on the one held, instead of at the next pass. Only a plan the phone keeps a copy of (staff keep
 * none; a plan not yet copied comes with the pass that is warming it).
 */
export async function refreshPlanCopy(id: number, { copies: openCopies, fetchPlan }: KeepPlansDeps = browserDeps): Promise<void> {
  const copies = openCopies();
  if (!copies || !(await copies.ids()).includes(id)) return;
  await fetchPlan(id, await copies.etag(id), new AbortController().signal).catch(() => undefined);
}

/** Runs once the browser is idle (after the first paint), unless aborted first. */
function whenIdle(signal: AbortSignal, run: () => void): void {
  const start = () => !signal.aborted && run();
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(start, { timeout: 3_000 });
    signal.addEventListener('abort', () => cancelIdleCallback(handle));
  } else {
    const handle = setTimeout(start, 0);
    signal.addEventListener('abort', () => clearTimeout(handle));
  }
}

/**
 * Keeps a copy of every plan assigned to the member on the phone, so a plan never opened with signal still opens
 * (and starts a workout) underground. It follows the member's plan list: warmed after sign-in, and again when an
 * assignment notice refetches the list (plans' `user` topic handler), when the service worker first takes the page
 * (before that, answers are not kept), and on a refetch of the list once the last pass is old. The copies go with the
 * rest of the API cache at sign-out.
 */
export function useKeepPlansOffline(enabled: boolean, { copies: openCopies, fetchPlan }: KeepPlansDeps = browserDeps): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const copies = openCopies();
    if (!enabled || !copies) return;
    // Observed without a component: the shell never re-renders for it, and invalidation refetches it.
    const observer = new QueryObserver(queryClient, planSummariesQueryOptions());
    let assigned: number[] | undefined;
    let pass: AbortController | undefined;
    let warmedAt = -Infinity;
    const warm = () => {
      if (!assigned) return;
      const ids = assigned;
      warmedAt = Date.now();
      pass?.abort();
      const controller = (pass = new AbortController());
      whenIdle(controller.signal, () => void warmPlanCopies(ids, copies, fetchPlan, controller.signal).catch(() => undefined));
    };
    // A refetch of an unchanged list (every focus) asks again only once the last pass is old; a new list at once.
    const follow = (data: readonly { id: number }[] | undefined) => {
      const ids = data?.map((plan) => plan.id);
      if (!ids || (String(ids) === String(assigned) && Date.now() - warmedAt < COPIES_RECHECK_MS)) return;
      assigned = ids;
      warm();
    };
    const unsubscribe = observer.subscribe((result) => follow(result.data));
    follow(observer.getCurrentResult().data);
    // The worker took the page: what was asked before it is not kept, the list the way to the plans neither.
    const askAgain = () => {
      void observer.refetch().catch(() => undefined);
      warm();
    };
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    worker?.addEventListener('controllerchange', askAgain);
    return () => {
      unsubscribe();
      pass?.abort();
      worker?.removeEventListener('controllerchange', askAgain);
    };
  }, [enabled, openCopies, fetchPlan, queryClient]);
}
