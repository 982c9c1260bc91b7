import { useEffect, useState } from 'react';

// Class times have minute precision: a screen left open drops started classes within a minute.
const TICK_MS = 30_000;

/** The current time, refreshed periodically so "later than now" filters stay true on an open screen. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
