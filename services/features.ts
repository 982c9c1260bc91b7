import { changeFeed, type ChangeFeed } from '../projections/changefeed/changefeed';
import type { AsyncProcessor } from '../projections/runner/async-processor';
import type { InlineProjections } from '../projections/runner/inline-projections';
import type { Projector } from '../projections/runner/projection';
import { attendanceFeature } from './attendance';
import { bookingFeature } from './booking';
import { catalogFeature } from './catalog';
import type { DemoSeeder } from './demo/seeder';
import { emailFeature } from './email';
import type { BackgroundJob, FeatureModule, ProcessorContext } from './feature-module';
import { groupsFeature } from './groups';
import { billingFeature } from './billing';
import { healthFeature } from './health';
import { membershipFeature } from './membership';
import { newsFeature } from './news';
import { notificationsFeature } from './notifications';
import { packagesFeature } from './packages';
import { plansFeature } from './plans';
import { remindersFeature } from './reminders';
import { reportsFeature } from './reports';
import { trialsFeature } from './trials';
import { videosFeature } from './videos';
import { progressFeature } from './progress';
import { workoutsFeature } from './workouts';

/**
 * Every feature of the app, in one visible list. A new feature exports its module from services/<feature>/index.ts
 * and adds one line here: that is all the wiring there is (see FeatureModule for who reads what).
 */
export const features: readonly FeatureModule[] = [
  membershipFeature,
  catalogFeature,
  newsFeature,
  videosFeature,
  notificationsFeature,
  emailFeature,
  packagesFeature,
  bookingFeature,
  attendanceFeature,
  plansFeature,
  groupsFeature,
  reportsFeature,
  workoutsFeature,
  progressFeature,
  remindersFeature,
  healthFeature,
  billingFeature,
  trialsFeature,
];

// Worked out once, on first use.
let inline: readonly Projector[] | undefined;
let projections: InlineProjections | undefined;
let feed: ChangeFeed | undefined;

/** The inline projectors, in list order: the store runs them in each command's transaction, a rebuild replays them. */
export const inlineProjectors = (): readonly Projector[] => (inline ??= features.flatMap((f) => f.projectors));

/**
 * What app.ts gives the database handle (projections/runner/inline-projections.ts): the inline projectors. The
 * commands that write their events' inline projections in their own statement are checked against them here, once,
 * at start: a projector added or bumped for one of their events, which that statement would not write, stops the
 * app with the reason instead of leaving tables behind their log.
 */
export function featureInlineProjections(projectors: readonly Projector[] = inlineProjectors()): InlineProjections {
  if (projections && projectors === inlineProjectors()) return projections;
  const fastWrites = features.flatMap((f) => f.fastWrites ?? []);
  const stale = fastWrites.filter((w) => !w.mirrorsProjectors(projectors)).flatMap((w) => w.commands);
  if (stale.length > 0) {
    throw new Error(`${stale.join(', ')} write the inline projections of their events in their own statement, which no longer writes what the inline projectors would: teach it the projector's change (see each feature's fastWrites)`);
  }
  const built = { projectors };
  if (projectors === inlineProjectors()) projections = built;
  return built;
}

/** What the sequencer announces for each batch (topics and their facts). */
export const featureChangeFeed = (): ChangeFeed => (feed ??= changeFeed(features.flatMap((f) => f.topics)));

/** Async projectors and reactors, run by background.ts and reset by a rebuild when they own tables. */
export const asyncProcessors = (ctx: ProcessorContext): readonly AsyncProcessor[] => features.flatMap((f) => f.processors?.(ctx) ?? []);

/** Timers and queues beside the server (push delivery, package expiry), started and stopped by background.ts. */
export const backgroundJobs = (): readonly BackgroundJob[] => features.flatMap((f) => f.jobs ?? []);

/** The demo studio's seeders (run in their `order`). */
export const demoSeeders = (): readonly DemoSeeder[] => features.flatMap((f) => f.seed ?? []);
