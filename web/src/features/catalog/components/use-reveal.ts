import { useEffect, useRef } from 'react';

/**
 * Brings a just-saved item into view and gives it focus, once it is on screen (a new item appears only after its
 * list refetches). `key` names the save: a new key reveals again; null reveals nothing.
 */
export function useReveal<E extends HTMLElement>(key: string | null, present: boolean) {
  const ref = useRef<E>(null);
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!key || !present || done.current === key || !ref.current) return;
    done.current = key;
    ref.current.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    ref.current.focus({ preventScroll: true });
  }, [key, present]);
  return ref;
}
