import { readStream } from '../../../events/store/read';
import { runCommand } from '../../../services/platform/commands/run-command';
import type { CommandContext } from '../../../services/platform/commands/command';
import type { Db } from '../../../db/database';
import { noted, thingStream } from './thing-events';

export interface NoteThingHooks {
  /** Called each time the command decides (once per attempt). */
  onDecide?: () => void;
  /** Awaited inside the transaction, after its first read (and the key's claim): holds the command open, idle in transaction. */
  gate?: Promise<void>;
  /** Thrown instead of deciding. */
  reject?: () => Error;
  /** Overrides the expected version (to force conflicts). */
  expectedVersion?: (actual: number) => number;
}

/** A test stream command through the real pipeline: appends ThingNoted(n) to thing:<id>. */
export function noteThing(db: Db, input: { id: string; n: number; key?: string }, hooks: NoteThingHooks = {}) {
  const ctx: CommandContext = {
    actorId: 'tester',
    idempotencyKey: input.key,
    request: { id: input.id, n: input.n },
    now: new Date('2026-11-16T15:00:00Z'),
  };
  return runCommand(db, {
    type: 'NoteThing',
    decide: async (trx) => {
      hooks.onDecide?.();
      // Read first: BEGIN only goes out with a transaction's first statement (db/pipelined-driver.ts).
      const { version } = await readStream(trx, thingStream(input.id).streamId);
      await hooks.gate;
      if (hooks.reject) throw hooks.reject();
      const expectedVersion = hooks.expectedVersion?.(version) ?? version;
      return {
        appends: [{ ...thingStream(input.id), expectedVersion, events: [noted(input.n)] }],
        result: { id: input.id, n: input.n, version: version + 1 },
      };
    },
  }, ctx);
}
