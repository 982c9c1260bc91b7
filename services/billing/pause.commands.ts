import { sql } from 'kysely';
import { memberStream, pauseSettingsStream } from '../../events/catalog/billing.events';
import { monthlyAccountStream } from '../../events/catalog/billing.events';
import type { Db } from '../../db/database';
import { addDays } from '../../domain/billing/monthly-account';
import { closedDaysIn, DEFAULT_PAUSE_SETTINGS, pauseOn, type Pause, type PauseSettings, type PlanPauseLimits } from '../../domain/billing/pause-rules';
import { studioTime } from '../../domain/time/studio-time';
import { dayMonth } from '../../domain/booking/policy-ledger-lines';
import { findMonthlyAccount } from '../../projections/billing/billing.queries';
import { countBookingsBetween, findPauseSettings, listPausePlanLimits } from '../../projections/billing/pauses.queries';
import { findPackageFacts } from '../../projections/packages/member-packages.queries';
import { isMemberDeleted } from '../../projections/membership/users.queries';
import type { StreamAppend } from '../../events/store/append';
import type { CommandContext } from '../platform/commands/command';
import { runCommand } from '../platform/commands/run-command';
import { decideOnStream } from '../platform/commands/stream-fold';
import { monthlyAccountDecider, type MonthlyAccount } from './monthly-account.decider';
import { closureWords, pauseDecider, pauseWords, MAX_PAUSE_DAYS, type PauseCommand } from './pause.decider';
import { pauseSettingsDecider } from './pause-settings.decider';

export const pauseSettingsOf = async (db: Db): Promise<PauseSettings> => (await findPauseSettings(db)) ?? DEFAULT_PAUSE_SETTINGS;

export function setPauseSettings(db: Db, ctx: CommandContext, settings: PauseSettings) {
  return runCommand(db, {
    type: 'SetPauseSettings',
    decide: async (trx) => {
      const { append } = await decideOnStream(trx, pauseSettingsStream(), pauseSettingsDecider, { type: 'SetPauseSettings', settings });
      return { appends: [append], result: {} };
    },
  }, ctx);
}

/** A package's own limits, over the studio's for whoever holds it; the package must be on sale. */
export function setPausePlanLimits(db: Db, ctx: CommandContext, limits: PlanPauseLimits) {
  return runCommand(db, {
    type: 'SetPausePlanLimits',
    decide: async (trx) => {
      const pkg = await findPackageFacts(trx, limits.packageId);
      const { append } = await decideOnStream(trx, pauseSettingsStream(), pauseSettingsDecider, { type: 'SetPausePlanLimits', limits, pkg });
      return { appends: [append], result: {} };
    },
  }, ctx);
}

/** Its members keep the studio's limits again. */
export function clearPausePlanLimits(db: Db, ctx: CommandContext, packageId: number) {
  return runCommand(db, {
    type: 'ClearPausePlanLimits',
    decide: async (trx) => {
      const { append } = await decideOnStream(trx, pauseSettingsStream(), pauseSettingsDecider, { type: 'ClearPausePlanLimits', packageId });
      return { appends: [append], result: {} };
    },
  }, ctx);
}

/**
 * One command on her pauses. An approval (the studio's, or the automatic one with her request) moves her package's
 * end on her member stream, and her monthly plan's dates on its own stream, in the same transaction.
 */
type PauseDecision = Exclude<PauseCommand, { type: 'MoveForClosure' }>;

function onPauses(db: Db, ctx: CommandContext, type: PauseDecision['type'], input: { userId: string; tz: string }, build: (trx: Db, today: string) => Promise<PauseDecision>) {
  return runCommand(db, {
    type,
    decide: async (trx) => {
      const today = studioTime(ctx.now, input.tz).date;
      const command = { ...(await build(trx, today)), memberDeleted: await isMemberDeleted(trx, input.userId) };
      const { append, newState } = await decideOnStream(trx, memberStream(input.userId), pauseDecider, command);
      const approved = append.events.find((e) => e.type === 'PauseApproved')?.data as { pauseId: number } | undefined;
      const appends: StreamAppend[] = [append];
      const pause = approved && newState.pauses.find((p) => p.pauseId === approved.pauseId);
      if (pause) appends.push(await monthlyDatesMoved(trx, input.userId, pause, today));
      return { appends, result: { pauseId: command.pauseId, approved: !!pause } };
    },
  }, ctx);
}

/**
 * Her monthly plan's dates moved by the pause (nothing when she has no plan running): all but the studio's closed
 * days in it, which moved them already.
 */
async function monthlyDatesMoved(trx: Db, userId: string, pause: Pause, today: string): Promise<StreamAppend> {
  const command = async (account: MonthlyAccount) => ({
    type: 'MoveMonthlyDates' as const, userId, today, from: pause.from, days: pause.days - closedDaysIn(account.closures, pause.from, pause.to), reason: pauseWords(pause),
  });
  return (await decideOnStream(trx, monthlyAccountStream(userId), monthlyAccountDecider, command)).append;
}

/** She asks for a pause from `from` for `days` days: approved now or waiting for the studio, as its rule says. */
export const requestPause = (db: Db, ctx: CommandContext, input: { userId: string; from: string; days: number; tz: string }) =>
  onPauses(db, ctx, 'RequestPause', input, async (trx, today) => {
    const { rows } = await sql<{ id: number }>`SELECT nextval('member_pause_id_seq')::int AS id`.execute(trx);
    const days = Number.isInteger(input.days) ? Math.min(Math.max(input.days, 1), MAX_PAUSE_DAYS) : 1;
    const account = await findMonthlyAccount(trx, input.userId);
    return {
      type: 'RequestPause', userId: input.userId, today, pauseId: rows[0]!.id, from: input.from, days: input.days, now: ctx.now.toISOString(),
      settings: await pauseSettingsOf(trx),
      planLimits: await listPausePlanLimits(trx),
      bookingsInRange: await countBookingsBetween(trx, input.userId, input.from, addDays(input.from, days - 1)),
      ...(account && (!account.endsOn || account.endsOn > today) ? { monthlyPlan: true, monthlyPlanId: account.packageId } : { monthlyPlan: false }),
    };
  });

/**
 * A closed studio day given back to her (days 1), or taken back when the day is reopened (days -1): her package's
 * end and her monthly dates, each once per day (the deciders remember which days moved them).
 */
export function moveForClosure(db: Db, ctx: CommandContext, input: { userId: string; fecha: string; days: 1 | -1; tz: string }) {
  return runCommand(db, {
    type: 'MoveForClosure',
    decide: async (trx) => {
      const today = studioTime(ctx.now, input.tz).date;
      const { userId, fecha, days } = input;
      const memberDeleted = await isMemberDeleted(trx, userId);
      const member = await decideOnStream(trx, memberStream(userId), pauseDecider, { type: 'MoveForClosure', userId, today, fecha, days, memberDeleted });
      // A day her pause covers was given back by the pause: the closure moves her dates no further.
      const paused = days > 0 && !!pauseOn(member.state.pauses, fecha);
      const monthly = memberDeleted || paused ? [] : [(await decideOnStream(trx, monthlyAccountStream(userId), monthlyAccountDecider, { type: 'MoveMonthlyDates', userId, today, from: fecha, days, reason: closureWords(fecha, days), closure: fecha })).append];
      const appends = [member.append, ...monthly];
      return { appends, result: { moved: appends.some((a) => a.events.length > 0) } };
    },
  }, ctx);
}

/**
 * She ends her pause today, or takes back one not begun: her package's end moves back on her member stream and her
 * monthly dates on theirs, by the days given back, in the same transaction.
 */
export function endPause(db: Db, ctx: CommandContext, input: { userId: string; pauseId: number; tz: string }) {
  return runCommand(db, {
    type: 'EndPause',
    decide: async (trx) => {
      const today = studioTime(ctx.now, input.tz).date;
      const command = { type: 'EndPause' as const, userId: input.userId, today, pauseId: input.pauseId, memberDeleted: await isMemberDeleted(trx, input.userId) };
      const { append, state } = await decideOnStream(trx, memberStream(input.userId), pauseDecider, command);
      const ended = append.events.find((e) => e.type === 'PauseEnded')?.data as { daysBack: number } | undefined;
      const pause = state.pauses.find((p) => p.pauseId === input.pauseId);
      const appends: StreamAppend[] = [append];
      // Only an approved pause moved her monthly dates; one still waiting moved nothing.
      if (ended && pause?.status === 'aprobada') {
        // The closed days among those given back were the closure's to give: they stay.
        const back = (account: MonthlyAccount) => ended.daysBack - closedDaysIn(account.closures, pause.from < today ? today : pause.from, pause.to);
        const move = async (account: MonthlyAccount) => ({ type: 'MoveMonthlyDates' as const, userId: input.userId, today, from: pause.from, days: -back(account), reason: `Pausa terminada el ${dayMonth(today)}` });
        appends.push((await decideOnStream(trx, monthlyAccountStream(input.userId), monthlyAccountDecider, move)).append);
      }
      return { appends, result: { pauseId: input.pauseId } };
    },
  }, ctx);
}

export const approvePause = (db: Db, ctx: CommandContext, input: { userId: string; pauseId: number; tz: string }) =>
  onPauses(db, ctx, 'ApprovePause', input, async (_trx, today) => ({ type: 'ApprovePause', userId: input.userId, today, pauseId: input.pauseId }));

export const rejectPause = (db: Db, ctx: CommandContext, input: { userId: string; pauseId: number; reason: string; tz: string }) =>
  onPauses(db, ctx, 'RejectPause', input, async (_trx, today) => ({ type: 'RejectPause', userId: input.userId, today, pauseId: input.pauseId, reason: input.reason }));
