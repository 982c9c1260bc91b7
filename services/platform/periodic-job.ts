/**
 * Runs `work` on start and then every `everyMs` until stopped (the work must be safe to repeat: each job's commands
 * carry keys derived from what they act on). A failed run is logged and tried again at the next tick, or, with
 * `retryMs`, sooner: after `retryMs`, doubling up to `everyMs` while it keeps failing (a long period should not
 * leave a database blip unrepaired for an hour).
 */
export function startPeriodicJob(deps: {
  name: string;
  everyMs: number;
  work: () => Promise<string | undefined>;
  log: (message: string, error?: unknown) => void;
  retryMs?: number;
}): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let retryMs = deps.retryMs;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(run, ms);
    timer.unref();
  };
  const run = () => {
    running = deps.work().then(
      (summary) => {
        if (summary) deps.log(summary);
        retryMs = deps.retryMs;
        schedule(deps.everyMs);
      },
      (error: unknown) => {
        if (retryMs === undefined) {
          deps.log(`${deps.name} failed; retrying at the next run`, error);
          return schedule(deps.everyMs);
        }
        deps.log(`${deps.name} failed; retrying in ${Math.round(retryMs / 1000)} s`, error);
        schedule(retryMs);
        retryMs = Math.min(retryMs * 2, deps.everyMs);
      },
    );
  };
  run();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
