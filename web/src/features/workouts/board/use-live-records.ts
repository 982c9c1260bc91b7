import { useEffect, useRef, useState } from 'react';
import type { Pizarra } from '../../../../../contract/class-board';
import { newRecords, type LiveRecord } from './board-records';

// Long enough to read from across the room; short enough to be gone before the next set.
const SHOWN_MS = 6_000;

/** The records that arrived since the board's last data, for a few seconds each time some arrive. */
export function useLiveRecords(pizarra: Pizarra | undefined): readonly LiveRecord[] {
  const previous = useRef(pizarra);
  const [shown, setShown] = useState<readonly LiveRecord[]>([]);

  useEffect(() => {
    const before = previous.current;
    previous.current = pizarra;
    if (!pizarra) return;
    const fresh = newRecords(before, pizarra);
    if (fresh.length > 0) setShown(fresh);
  }, [pizarra]);

  useEffect(() => {
    if (shown.length === 0) return;
    const timer = setTimeout(() => setShown([]), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  return shown;
}
