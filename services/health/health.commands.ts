import { healthFileStream, healthSettingsStream, studioTermsStream, type HealthDetailsData, type HealthFileEvent } from '../../events/catalog/health.events';
import { sealRecord } from '../../events/catalog/membership.personal';
import type { DomainEvent } from '../../events/framework/event';
import { findPersonalKey } from '../../projections/membership/personal-data.queries';
import { findCurrentTerms, findHealthSettings } from '../../projections/health/health.queries';
import { findDeletedMembers } from '../../projections/membership/users.queries';
import { fail } from '../../events/framework/errors';
import type { CommandContext } from '../platform/commands/command';
import { runCommand } from '../platform/commands/run-command';
import { decideOnStream } from '../platform/commands/stream-fold';
import type { Db } from '../../db/database';
import { studioTime } from '../../domain/time/studio-time';
import { healthFileDecider, type HealthFileCommand, type StatementInput } from './health-file.decider';
import { DEFAULT_HEALTH_SETTINGS, healthSettingsDecider, type HealthSettings } from './health-settings.decider';
import { studioTermsDecider } from './studio-terms.decider';

export const healthSettingsOf = async (db: Db): Promise<HealthSettings> => (await findHealthSettings(db)) ?? DEFAULT_HEALTH_SETTINGS;

export function setHealthSettings(db: Db, ctx: CommandContext, settings: HealthSettings) {
  return runCommand(db, {
    type: 'SetHealthSettings',
    decide: async (trx) => {
      const { append } = await decideOnStream(trx, healthSettingsStream(), healthSettingsDecider, { type: 'SetHealthSettings', settings });
      return { appends: [append], result: {} };
    },
  }, ctx);
}

/** A new version of the studio's terms and waiver; its number is the result (the current one when nothing changed). */
export function publishTerms(db: Db, ctx: CommandContext, input: { terms: string; waiver: string }) {
  return runCommand(db, {
    type: 'PublishTerms',
    decide: async (trx) => {
      const { append, newState } = await decideOnStream(trx, studioTermsStream(), studioTermsDecider, { type: 'PublishTerms', ...input, at: ctx.now.toISOString() });
      return { appends: [append], result: { version: newState.version } };
    },
  }, ctx);
}

/** One command on a member's own file, decided on its fold; a deleted account takes nothing new. */
function onHealthFile(db: Db, ctx: CommandContext, type: string, userId: string, build: (trx: Db) => Promise<HealthFileCommand>) {
  return runCommand(db, {
    type,
    decide: async (trx) => {
      if ((await findDeletedMembers(trx, [userId])).size > 0) throw fail('USER_DELETED');
      const { append } = await decideOnStream(trx, healthFileStream(userId), healthFileDecider, await build(trx));
      const events = append.events.some((e) => e.type === 'HealthStatementSubmitted') ? await sealStatements(trx, userId, append.events as HealthFileEvent[]) : append.events;
      return { appends: [{ ...append, events }], result: { events: events.length } };
    },
  }, ctx);
}

/**
 * Her statement's details (answers, condition, emergency contact, guardian) go to the log sealed under her personal
 * key, as her name and phone do: deleting her account deletes the key, and nothing of her health stays readable.
 * Every registered member has a key; none left means the account is gone.
 */
async function sealStatements(trx: Db, userId: string, events: HealthFileEvent[]): Promise<DomainEvent[]> {
  const key = await findPersonalKey(trx, userId);
  if (!key) throw fail('USER_DELETED');
  return events.map((e) => {
    if (e.type !== 'HealthStatementSubmitted') return e;
    const { answers, condition, emergencyContact, guardian, ...frame } = e.data;
    const details: HealthDetailsData = { answers, condition, emergencyContact, guardian };
    return { type: e.type, data: { ...frame, health: sealRecord(key, userId, details) } };
  });
}

/** She accepts the terms version she read: only the current one (a version changed under her is refused). */
export const acceptTerms = (db: Db, ctx: CommandContext, input: { userId: string; version: number }) =>
  onHealthFile(db, ctx, 'AcceptTerms', input.userId, async (trx) => ({
    type: 'AcceptTerms',
    userId: input.userId,
    version: input.version,
    currentVersion: (await findCurrentTerms(trx))?.version,
    at: ctx.now.toISOString(),
  }));

/** Her sworn health statement, under the studio's settings of the moment (certificate, validity). */
export const submitHealthStatement = (db: Db, ctx: CommandContext, input: { userId: string; statement: StatementInput; tz: string }) =>
  onHealthFile(db, ctx, 'SubmitHealthStatement', input.userId, async (trx) => ({
    type: 'SubmitHealthStatement',
    userId: input.userId,
    statement: input.statement,
    settings: await healthSettingsOf(trx),
    today: studioTime(ctx.now, input.tz).date,
    at: ctx.now.toISOString(),
  }));

/** The reminder due today for her latest statement, if any and not recorded yet. */
export const remindHealthStatement = (db: Db, ctx: CommandContext, input: { userId: string; tz: string }) =>
  onHealthFile(db, ctx, 'RemindHealthStatement', input.userId, async () => ({ type: 'RemindHealthStatement', userId: input.userId, today: studioTime(ctx.now, input.tz).date }));
