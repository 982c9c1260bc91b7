import { useEffect, useLayoutEffect, useRef, useState } from 'react';

export type PullState = 'idle' | 'pulling' | 'ready' | 'refreshing';

export type PullOptions = { resistance: number; maxPull: number; threshold: number };

/** Home and member screens (docs/product.md §9). */
export const SCREEN_PULL: PullOptions = { resistance: 2, maxPull: 60, threshold: 60 };

/** How far the content follows a finger that moved `dragged` px down. */
export function pullDistance(dragged: number, { resistance, maxPull }: Pick<PullOptions, 'resistance' | 'maxPull'>): number {
  if (dragged <= 0) return 0;
  return Math.min(dragged / resistance, maxPull);
}

/** Touch pull-down at the top of the page; calls onRefresh when released past the threshold. */
export function usePullToRefresh(onRefresh: () => Promise<unknown>, options: PullOptions = SCREEN_PULL) {
  const [distance, setDistance] = useState(0);
  const [state, setState] = useState<PullState>('idle');
  const latest = useRef({ onRefresh, options, state });
  useLayoutEffect(() => {
    latest.current = { onRefresh, options, state };
  });

  useEffect(() => {
    let startY: number | null = null;

    const onStart = (event: TouchEvent) => {
      if (window.scrollY > 0 || latest.current.state === 'refreshing') return;
      startY = event.touches[0]?.clientY ?? null;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      const next = pullDistance((event.touches[0]?.clientY ?? startY) - startY, latest.current.options);
      setDistance(next);
      setState(next === 0 ? 'idle' : next >= latest.current.options.threshold ? 'ready' : 'pulling');
      // Stop the browser's own overscroll while we show our indicator.
      if (next > 0 && event.cancelable) event.preventDefault();
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (latest.current.state !== 'ready') {
        setDistance(0);
        setState('idle');
        return;
      }
      setState('refreshing');
      void latest.current.onRefresh().finally(() => {
        setDistance(0);
        setState('idle');
      });
    };

    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: false });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  return { distance, state };
}
