import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from '../db/database';
import { seedDemoStudio } from './demo/seed';
import { startAsyncProcessors } from '../projections/runner/async-runner';
import { upgradeProjections } from '../projections/rebuild/upgrade';
import type { RebuildReport } from '../projections/rebuild';
import { asyncProcessors, backgroundJobs, demoSeeders, featureChangeFeed, inlineProjectors } from './features';
import { startSequencer } from '../events/store/sequencer';

/** Long-running work beside the HTTP server, from the features list: seeding, async processors, jobs; and the sequencer. */
export async function startBackgroundWork(
  app: FastifyInstance,
  deps: { config: Config; database: DatabaseHandle },
): Promise<{ stop(): Promise<void>; projectionsUpgraded: Promise<RebuildReport | undefined> }> {
  // Gives committed events their global positions and announces them: every consumer waits on it.
  const sequencer = startSequencer(deps.database, { changes: featureChangeFeed(), onError: (error) => app.log.error({ err: error }, 'sequencer failed') });
  // A projector version this database never built (a bumped @vN) is rebuilt set-based off the live path, by one
  // instance, while this one serves: its tables keep the old version's rows until the swap.
  const processorList = asyncProcessors({ clock: app.deps.clock, studioTz: deps.config.studioTz });
  const upgrade = upgradeProjections(deps.database.db, { projectors: inlineProjectors(), asyncProcessors: processorList, log: (m) => app.log.info(m) });
  const projectionsUpgraded = upgrade.done.catch((error: unknown) => {
    app.log.error({ err: error }, 'projections: rebuilding new versions failed (the next start tries again)');
    return undefined;
  });
  // Before anything else: projectors and hubs then start from a log that already holds the demo studio.
  await seedDemoStudio({ db: deps.database.db, config: deps.config, clock: app.deps.clock, files: app.deps.files, seeders: demoSeeders(), log: (m) => app.log.info(m) });
  // Every feature's timers and queues (push delivery, package expiry).
  const jobs = backgroundJobs().map((start) => start({ database: deps.database, config: deps.config, clock: app.deps.clock, log: app.log }));
  // Reactors and async projectors behind the commands: each led by one instance, resuming from its checkpoint.
  const processors = await startAsyncProcessors(deps.database, processorList, {
    onError: (name, error) => app.log.error({ err: error, processor: name }, 'async processor failed'),
  });
  return {
    projectionsUpgraded,
    stop: async () => {
      await upgrade.stop();
      await processors.stop();
      for (const job of jobs.toReversed()) await job.stop();
      await sequencer.stop();
    },
  };
}
