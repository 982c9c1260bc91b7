import type { BrowserContext } from 'playwright-core';
import type { Clock } from '../../domain/time/clock';

/**
 * Browsers in a journey live at the server's test clock. The web app filters by its own "now" (a class that has
 * started leaves the agenda), so a browser on the real clock disagreed with a server on a test clock whenever
 * the day got late: a 19:00 class of the test's "today" vanished from the screen after 19:00 real time.
 * Each context's Date is the server clock's: fixed at its time for a fixed clock (timers keep running, as with the
 * server's fixedClock), running on from it for a running one (test-clock.ts runningClock), and it follows when the
 * test moves that clock.
 */
type MovableClock = Clock & { set?(iso: string | Date): void; advance?(ms: number): void; running?: boolean };

/** The context's Date at the clock's time: fixed there, or running on from there. */
const putAt = (context: BrowserContext, clock: MovableClock) =>
  clock.running ? context.clock.setSystemTime(clock.now()) : context.clock.setFixedTime(clock.now());

const followed = new Map<string, { clock: MovableClock; contexts: Set<BrowserContext> }>();

/** Called by startTestServer for a server on a test clock; the returned function forgets it (close). */
export function followServerClock(baseUrl: string, clock: MovableClock): () => void {
  const entry = { clock, contexts: new Set<BrowserContext>() };
  followed.set(baseUrl, entry);
  const push = () => {
    for (const context of entry.contexts) putAt(context, clock).catch(() => entry.contexts.delete(context));
  };
  // The test clock is a plain object (domain/time/clock.ts fixedClock): its moves reach the open browsers too.
  for (const method of ['set', 'advance'] as const) {
    const move = clock[method];
    if (typeof move !== 'function') continue;
    clock[method] = ((arg: never) => {
      move(arg);
      push();
    }) as never;
  }
  return () => followed.delete(baseUrl);
}

/** Puts a fresh context at its server's test clock, if the server at `baseUrl` runs on one. */
export async function atServerTime(context: BrowserContext, baseUrl: string): Promise<void> {
  const entry = followed.get(baseUrl);
  if (!entry) return;
  await putAt(context, entry.clock);
  entry.contexts.add(context);
  context.on('close', () => entry.contexts.delete(context));
}
