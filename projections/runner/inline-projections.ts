import type { Kysely, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { Projector } from './projection';

/**
 * What the store runs in every command's transaction, given to the database handle once, where the app is put
 * together (services/app.ts; tests/support/test-database.ts for tests), as Emmett's event store is given its inline
 * projections. Commands take it from the `db` they are handed, so no command imports the list of features.
 */
export interface InlineProjections {
  /**
   * The inline projectors, in the features' order. The facts commands with inline writes write theirs in their own
   * statement instead, checked against these once, when the handle is given them (services/features.ts).
   */
  readonly projectors: readonly Projector[];
}

// Kysely hands its plugins to every transaction and derived instance it makes, so one that changes nothing is how a
// transaction (a command's, a reactor's batch) still knows the handle's projectors.
class CarriedProjections implements KyselyPlugin {
  constructor(readonly inline: InlineProjections) {}
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

/** The same database, carrying `inline` into every transaction opened on it. */
export function withInlineProjections<DB>(db: Kysely<DB>, inline: InlineProjections): Kysely<DB> {
  return db.withPlugin(new CarriedProjections(inline));
}

/**
 * Gives the handle its inline projections, once: its `db` becomes the one that carries them (before anything else
 * holds it: the sequencer and the commands must share one `db`). A handle that carries some already keeps them.
 */
export function carryInlineProjections(database: DatabaseHandle, inline: InlineProjections): DatabaseHandle {
  if (!carried(database.db)) database.db = withInlineProjections(database.db, inline);
  return database;
}

const carried = (db: Kysely<any>) => db.getExecutor().plugins.findLast((p): p is CarriedProjections => p instanceof CarriedProjections)?.inline;

/** The inline projections `db` (or a transaction opened on it) was given; a handle given none cannot run commands. */
export function inlineProjectionsOf(db: Kysely<any>): InlineProjections {
  const inline = carried(db);
  if (!inline) throw new Error('this database handle was given no inline projectors: build it with carryInlineProjections (services/app.ts)');
  return inline;
}
