import { randomUUID } from 'node:crypto';
import { bodyProgressStream, type BodyProgressEvent, type PhotoPose } from '../../events/catalog/progress.events';
import { sealRecord } from '../../events/catalog/membership.personal';
import type { DomainEvent } from '../../events/framework/event';
import { fail } from '../../events/framework/errors';
import { findDeletedMembers } from '../../projections/membership/users.queries';
import { findPersonalKey } from '../../projections/membership/personal-data.queries';
import type { Db } from '../../db/database';
import { runCommand } from '../platform/commands/run-command';
import type { CommandContext } from '../platform/commands/command';
import { decideOnStream } from '../platform/commands/stream-fold';
import { bodyProgressDecider, type BodyProgressCommand } from './body-progress.decider';

type Build = (at: string) => BodyProgressCommand;

/** One command on a member's own body progress, decided on its fold; a deleted account takes nothing new. */
async function onBodyProgress(db: Db, ctx: CommandContext, userId: string, build: Build) {
  return runCommand(db, {
    type: 'BodyProgress',
    decide: async (trx) => {
      if ((await findDeletedMembers(trx, [userId])).size > 0) throw fail('USER_DELETED');
      const { append } = await decideOnStream(trx, bodyProgressStream(userId), bodyProgressDecider, build(ctx.now.toISOString()));
      const events = await sealMeasurements(trx, userId, append.events as BodyProgressEvent[]);
      return { appends: [{ ...append, events }], result: { events: events.length } };
    },
  }, ctx);
}

/**
 * Her figures go to the log sealed under her personal key, as her health statement does: deleting her account
 * deletes the key, and nothing of her body stays readable. Every registered member has a key; none means she is gone.
 */
async function sealMeasurements(trx: Db, userId: string, events: BodyProgressEvent[]): Promise<DomainEvent[]> {
  if (!events.some((e) => e.type === 'BodyMeasured')) return events;
  const key = await findPersonalKey(trx, userId);
  if (!key) throw fail('USER_DELETED');
  return events.map((e) => {
    if (e.type !== 'BodyMeasured') return e;
    const { values, ...frame } = e.data;
    return { type: e.type, data: { ...frame, body: sealRecord(key, userId, values) } };
  });
}

/** She logs what she measured on a day (any subset of the figures, as numbers or a form's text). */
export const logBodyMeasurements = (db: Db, ctx: CommandContext, input: { userId: string; date: string; figures: Record<string, unknown>; today: string }) =>
  onBodyProgress(db, ctx, input.userId, (now) => ({ type: 'LogBodyMeasurements', measurementId: randomUUID(), ...input, now }));

export const removeBodyMeasurement = (db: Db, ctx: CommandContext, input: { userId: string; measurementId: string }) =>
  onBodyProgress(db, ctx, input.userId, (now) => ({ type: 'RemoveBodyMeasurement', ...input, now }));

/** A progress photo she took, already checked, re-encoded and stored under `file`. */
export const addProgressPhoto = (db: Db, ctx: CommandContext, input: { userId: string; date: string; pose: PhotoPose; file: { key: string; mime: string }; today: string }) =>
  onBodyProgress(db, ctx, input.userId, (now) => ({ type: 'AddProgressPhoto', photoId: randomUUID(), ...input, now }));

export const removeProgressPhoto = (db: Db, ctx: CommandContext, input: { userId: string; photoId: string }) =>
  onBodyProgress(db, ctx, input.userId, (now) => ({ type: 'RemoveProgressPhoto', ...input, now }));

export const shareBodyProgress = (db: Db, ctx: CommandContext, input: { userId: string; shared: boolean }) =>
  onBodyProgress(db, ctx, input.userId, (now) => ({ type: 'ShareBodyProgress', ...input, now }));
