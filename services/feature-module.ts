import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/database';
import type { Clock } from '../domain/time/clock';
import type { AsyncProcessor } from '../projections/runner/async-processor';
import type { Projector } from '../projections/runner/projection';
import type { TopicRoute } from '../projections/changefeed/topics';
import type { Config } from './config';
import type { DemoSeeder } from './demo/seeder';
import type { HostResolver } from './notifications/push-endpoint-guard';

/**
 * Everything one feature plugs into the app, as data: `services/<feature>/index.ts` exports one, and
 * services/features.ts lists them all. app.ts registers the routes and gives the database handle the inline
 * projectors (the command handler applies them from there), the sequencer announces the topics, background.ts runs the processors and jobs, the rebuild replays
 * and resets both, the demo seed runs the seeders: each reads the list, nothing registers itself on import.
 * (The event types are the events layer's own list, events/catalog/index.ts: the store below services reads it.)
 */
export interface FeatureModule {
  /** The feature's folder name, the same under events/, services/, projections/ and web/src/features/. */
  name: string;
  /** Its HTTP routes, registered by app.ts in list order. */
  routes: readonly FeatureRoutes[];
  /** Inline projectors: run in the command's own transaction, replayed by a rebuild. */
  projectors: readonly Projector[];
  /**
   * Commands whose own statement writes their events' inline projections, with the check that it still writes what
   * the projectors would (a projector added or bumped for their events fails it). Checked once, at start, when the
   * database handle is given the projectors (services/features.ts, featureInlineProjections): the app refuses to start.
   */
  fastWrites?: readonly FastWrites[];
  /** Which realtime topics its events touch (and the facts they carry). */
  topics: readonly TopicRoute[];
  /** Async projectors and reactors, run behind the commands, each from its own checkpoint. */
  processors?: (ctx: ProcessorContext) => readonly AsyncProcessor[];
  /** Its part of the demo studio, run on the first start of an empty log. */
  seed?: readonly DemoSeeder[];
  /** Work beside the server on timers or queues of its own (push delivery, package expiry), started by background.ts. */
  jobs?: readonly BackgroundJob[];
}

/** Commands sharing one statement of inline writes, and whether it still writes what the app's inline projectors would. */
export interface FastWrites {
  commands: readonly string[];
  mirrorsProjectors(projectors: readonly Projector[]): boolean;
}

/**
 * A route plugin with its options, worked out from what the app was built with. `when` leaves a plugin out
 * (the local sign-in routes in Clerk mode).
 */
export interface FeatureRoutes<Options extends object = any> {
  plugin: FastifyPluginAsyncTypebox<Options>;
  options?: (ctx: RouteContext) => Options;
  when?: (ctx: RouteContext) => boolean;
}

/** What app.ts knows when it registers routes. */
export interface RouteContext {
  authMode: 'local' | 'clerk';
  /** Sign-in/sign-up attempts per minute per client. */
  authRateLimit: number;
  /** How push endpoint host names are resolved (tests inject a stub). */
  resolveHost?: HostResolver;
}

/** Starts one background job; background.ts stops it on shutdown. */
export type BackgroundJob = (ctx: JobContext) => { stop(): Promise<void> };

export interface JobContext {
  database: DatabaseHandle;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** What async processors are built with. */
export interface ProcessorContext {
  clock: Clock;
  studioTz: string;
}

/** A route plugin that takes no options. */
export const routes = (plugin: FastifyPluginAsyncTypebox): FeatureRoutes => ({ plugin });
