import { sql } from 'kysely';
import { memberStream, packageSettingsStream, type PlanAllowance } from '../../events/catalog/packages.events';
import { fail } from '../../events/framework/errors';
import { findHeldPackage, findPackageFacts } from '../../projections/packages/member-packages.queries';
import { findRequest } from '../../projections/packages/package-requests.queries';
import { isMemberDeleted } from '../../projections/membership/users.queries';
import type { StreamAppend } from '../../events/store/append';
import { findPackageSettings } from '../../projections/packages/package-settings.queries';
import { runCommand } from '../platform/commands/run-command';
import type { CommandContext } from '../platform/commands/command';
import { decideOnStream } from '../platform/commands/stream-fold';
import type { Db } from '../../db/database';
import { studioTime } from '../../domain/time/studio-time';
import { memberPackageDecider, type MemberCommand, type MoreKind, type TermsAdjustment } from './member-package.decider';
import { DEFAULT_PACKAGE_SETTINGS, packageSettingsDecider, type PackageSettings } from './package-settings.decider';
import { packageTerms, type PackageTerms } from './package-terms';

/**
 * One command on one member stream: its facts (the member's own among them: is her account deleted?), fold, decide,
 * append. The deletion appends MemberDeleted to this stream, so a command that read her as not deleted conflicts
 * with it and decides again.
 */
async function onMember<Result>(db: Db, ctx: CommandContext, name: string, build: (trx: Db) => Promise<MemberCommand>, result: (cmd: MemberCommand) => Result) {
  return runCommand(db, {
    type: name,
    decide: async (trx) => {
      const built = await build(trx);
      const command: MemberCommand = { ...built, memberDeleted: await isMemberDeleted(trx, built.userId) };
      const { append } = await decideOnStream(trx, memberStream(command.userId), memberPackageDecider, command);
      return { appends: [append], result: result(command) };
    },
  }, ctx);
}

/**
 * The account's deletion on the member stream, for the deletion's own transaction (services/membership): whatever
 * package she holds closes (its credits go with it) and MemberDeleted marks the stream. Nothing when already deleted.
 */
export async function closeMemberStream(trx: Db, input: { userId: string; today: string }): Promise<StreamAppend> {
  const command: MemberCommand = { type: 'DeleteMember', ...input, memberDeleted: await isMemberDeleted(trx, input.userId) };
  return (await decideOnStream(trx, memberStream(input.userId), memberPackageDecider, command)).append;
}

/**
 * A monthly plan's month on the member stream, for the billing command's own transaction (services/billing): the
 * plan's package with the classes her plan gives that month (all the package's, unless it is by the week or unlimited),
 * valid until `validUntil`, replacing whatever she held. A package the studio stopped selling still renews the plans
 * sold with it.
 */
export async function monthOfPlanPackage(trx: Db, input: { userId: string; packageId: number; validUntil: string; today: string; credits?: number; allowance?: PlanAllowance }): Promise<StreamAppend> {
  const pkg = await findPackageFacts(trx, input.packageId);
  const command: MemberCommand = {
    type: 'AssignPackage', userId: input.userId, pkg: pkg && { ...pkg, deleted: false }, validUntil: input.validUntil, credits: input.credits ?? pkg?.cantidadClases, allowance: input.allowance,
    today: input.today, memberDeleted: await isMemberDeleted(trx, input.userId),
  };
  return (await decideOnStream(trx, memberStream(input.userId), memberPackageDecider, command)).append;
}

const today = (ctx: CommandContext, tz: string) => studioTime(ctx.now, tz).date;

export async function requestPackage(
  db: Db,
  ctx: CommandContext,
  input: { userId: string; packageId: number; receiptKey: string; receiptMime: string; receiptHash: string; operation?: string; tz: string; kind?: MoreKind },
) {
  return onMember(db, ctx, 'RequestPackage', async (trx) => {
    const { rows } = await sql<{ id: number }>`SELECT nextval('package_request_id_seq')::int AS id`.execute(trx);
    return {
      type: 'RequestPackage',
      userId: input.userId,
      requestId: rows[0]!.id,
      pkg: await findPackageFacts(trx, input.packageId),
      receiptKey: input.receiptKey,
      receiptMime: input.receiptMime,
      receiptHash: input.receiptHash,
      operation: input.operation?.trim() || undefined,
      today: today(ctx, input.tz),
      now: ctx.now.toISOString(),
      kind: input.kind,
    };
  }, (cmd) => ({ requestId: (cmd as Extract<MemberCommand, { type: 'RequestPackage' }>).requestId }));
}

async function requestOwner(trx: Db, requestId: number) {
  const request = await findRequest(trx, requestId);
  if (!request) throw fail('REQUEST_NOT_FOUND');
  return request;
}

/** What a package activated today gives under the studio's rule (its settings, or docs/product.md §4's when none are saved). */
export async function termsToday(db: Db, now: Date, tz: string, monthlyCredits: number): Promise<PackageTerms> {
  const settings = (await findPackageSettings(db)) ?? DEFAULT_PACKAGE_SETTINGS;
  return packageTerms(settings, studioTime(now, tz).date, monthlyCredits);
}

/** The dates and credits approving this request would give today: what the approval dialog proposes. */
export async function approvalTerms(db: Db, now: Date, input: { requestId: number; tz: string }) {
  const request = await requestOwner(db, input.requestId);
  const pkg = await findPackageFacts(db, request.packageId);
  if (!pkg) throw fail('PACKAGE_NOT_FOUND');
  const day = studioTime(now, input.tz).date;
  const held = request.kind === 'nuevo' ? undefined : await findHeldPackage(db, request.userId, day);
  if (held?.validUntil) {
    // A top-up adds credits to the package held; a renewal starts the day it ends, under the studio's rule.
    if (request.kind === 'recarga') {
      return { kind: request.kind, monthlyCredits: pkg.cantidadClases, validFrom: day, validUntil: held.validUntil, credits: pkg.cantidadClases, prorated: false, nextMonth: false };
    }
    const settings = (await findPackageSettings(db)) ?? DEFAULT_PACKAGE_SETTINGS;
    return { kind: request.kind, monthlyCredits: pkg.cantidadClases, ...packageTerms(settings, held.validUntil, pkg.cantidadClases) };
  }
  return { kind: 'nuevo' as const, monthlyCredits: pkg.cantidadClases, ...(await termsToday(db, now, input.tz, pkg.cantidadClases)) };
}

/** The dates and credits assigning this package today would give: what the assignment dialog proposes. */
export async function assignmentTerms(db: Db, now: Date, input: { packageId: number; tz: string }) {
  const pkg = await findPackageFacts(db, input.packageId);
  if (!pkg) throw fail('PACKAGE_NOT_FOUND');
  return { kind: 'nuevo' as const, monthlyCredits: pkg.cantidadClases, ...(await termsToday(db, now, input.tz, pkg.cantidadClases)) };
}

const approveCommand = (ctx: CommandContext, input: { requestId: number; tz: string; adjust?: TermsAdjustment }) => async (trx: Db): Promise<MemberCommand> => {
  const request = await requestOwner(trx, input.requestId);
  const pkg = await findPackageFacts(trx, request.packageId);
  const terms = pkg ? await termsToday(trx, ctx.now, input.tz, pkg.cantidadClases) : undefined;
  return {
    type: 'ApproveRequest',
    userId: request.userId,
    requestId: request.id,
    pkg,
    today: today(ctx, input.tz),
    validUntil: terms?.validUntil ?? today(ctx, input.tz),
    credits: terms?.credits,
    adjust: input.adjust,
    rule: (await findPackageSettings(trx)) ?? DEFAULT_PACKAGE_SETTINGS,
  };
};

export async function approveRequest(db: Db, ctx: CommandContext, input: { requestId: number; tz: string; adjust?: TermsAdjustment }) {
  return onMember(db, ctx, 'ApproveRequest', approveCommand(ctx, input), (cmd) => ({ requestId: input.requestId, userId: cmd.userId }));
}

/** A request's approval on the studio's terms, for a transaction that also marks the bank movement it matched as used. */
export async function approveRequestAppend(trx: Db, ctx: CommandContext, input: { requestId: number; tz: string }): Promise<StreamAppend> {
  const built = await approveCommand(ctx, input)(trx);
  const command: MemberCommand = { ...built, memberDeleted: await isMemberDeleted(trx, built.userId) };
  return (await decideOnStream(trx, memberStream(command.userId), memberPackageDecider, command)).append;
}

export async function setPackageSettings(db: Db, ctx: CommandContext, settings: PackageSettings) {
  return runCommand(db, {
    type: 'SetPackageSettings',
    decide: async (trx) => {
      const { append } = await decideOnStream(trx, packageSettingsStream(), packageSettingsDecider, { type: 'SetPackageSettings', settings });
      return { appends: [append], result: {} };
    },
  }, ctx);
}

export async function rejectRequest(db: Db, ctx: CommandContext, input: { requestId: number; reason: string }) {
  return onMember(db, ctx, 'RejectRequest', async (trx) => {
    const request = await requestOwner(trx, input.requestId);
    return { type: 'RejectRequest', userId: request.userId, requestId: request.id, reason: input.reason };
  }, (cmd) => ({ requestId: input.requestId, userId: cmd.userId }));
}

// A receipt link the admin sends back is only kept when it is one of this member's own receipts.
const RECEIPT_URL = /\/api\/paquetes\/receipts\/(\d+)$/;

export async function assignPackage(
  db: Db,
  ctx: CommandContext,
  input: { userId: string; packageId: number | null; validUntil?: string; credits?: number; reason?: string; receiptUrl?: string | null; tz: string },
) {
  return onMember(db, ctx, 'AssignPackage', async (trx) => {
    const match = input.receiptUrl ? RECEIPT_URL.exec(input.receiptUrl) : null;
    const request = match ? await findRequest(trx, Number(match[1])) : undefined;
    const receipt = request && request.userId === input.userId ? { key: request.receiptKey, requestId: request.id } : undefined;
    const pkg = input.packageId === null ? null : await findPackageFacts(trx, input.packageId);
    // The studio's rule proposes, as an approval would; what the admin sends instead needs a reason.
    const terms = pkg ? await termsToday(trx, ctx.now, input.tz, pkg.cantidadClases) : undefined;
    return {
      type: 'AssignPackage',
      userId: input.userId,
      pkg,
      validUntil: terms?.validUntil ?? today(ctx, input.tz),
      credits: terms?.credits,
      today: today(ctx, input.tz),
      receipt,
      adjust: { validUntil: input.validUntil, credits: input.credits, reason: input.reason },
    };
  }, () => ({ userId: input.userId }));
}

export async function adjustCredits(db: Db, ctx: CommandContext, input: { userId: string; delta: number; reason: string; tz: string }) {
  return onMember(db, ctx, 'AdjustCredits', async () => ({ type: 'AdjustCredits', userId: input.userId, delta: input.delta, reason: input.reason, today: today(ctx, input.tz) }), () => ({ userId: input.userId }));
}

export async function expirePackage(db: Db, ctx: CommandContext, input: { userId: string; tz: string }) {
  return onMember(db, ctx, 'ExpirePackage', async () => ({ type: 'ExpirePackage', userId: input.userId, today: today(ctx, input.tz) }), () => ({ userId: input.userId }));
}
