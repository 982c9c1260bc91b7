/**
 * Runs `work` on start and then every `everyMs` until stopped; a failed run is logged and tried again at the next
 * tick (the work must be safe to repeat: each job's commands carry keys derived from what they act on).
 */
export function startPeriodicJob(deps: {
  name: string;
  everyMs: number;
  work: () => Promise<string | undefined>;
  log: (message: string, error?: unknown) => void;
}): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = () => {
    running = deps
      .work()
      .then(
        (summary) => summary && deps.log(summary),
        (error: unknown) => deps.log(`${deps.name} failed; retrying at the next run`, error),
      )
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(run, deps.everyMs);
        timer.unref();
      });
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
