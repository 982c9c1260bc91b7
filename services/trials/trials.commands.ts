import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Clock } from '../../domain/time/clock';
import { studioTime } from '../../domain/time/studio-time';
import { fail } from '../../events/framework/errors';
import type { StreamAppend } from '../../events/store/append';
import { readStream } from '../../events/store/read';
import { occurrenceStream, trialLeadsStream, trialSettingsStream } from '../../events/streams';
import { bookTrialFactsOf, bookTrialFactsSql, trialFactsOf, trialFactsSql, trialOccurrenceStreamSql } from '../../projections/trials/trial-facts.queries';
import { findLead } from '../../projections/trials/trial-leads.queries';
import { knownStreamsSql, lockedVersion, type CommandContext, type FactsCommand } from '../platform/commands/command';
import { runCommand } from '../platform/commands/run-command';
import { decideOnStream } from '../platform/commands/stream-fold';
import { findAccountByEmail, openMemberAccount } from '../membership/member-account.commands';
import { setMemberPhone } from '../membership/member-phone.commands';
import { settleWaitlist } from '../booking/waitlist.commands';
import { createLeadKey, destroyLeadKeys, sealLeadEvents } from './lead-keys.commands';
import { normalizeTrialContact } from './trial-contact';
import { bookTrialDecider, trialActionDecider, type TrialAction } from './trial.decider';
import { DEFAULT_TRIAL_SETTINGS, trialSettingsDecider, type TrialSettings } from './trial-settings.decider';

// A StudioTime is a StudioNow (its date and minutes) and more: the deciders read only those two.
const studioNow = studioTime;

export interface BookTrialInput {
  slotId: number;
  fecha: string;
  nombre?: string;
  email?: string;
  telefono?: string;
  tz: string;
}

/**
 * BookTrial: a visitor's trial class, under the locks of the class's occurrence stream (the one every booking of the
 * class appends to and checks, so a trial and a booking racing for the last place are decided one after the other)
 * and of the leads' stream (so one person cannot book two trials at once). Rare, so no optimistic try.
 */
export async function bookTrial(db: Db, ctx: CommandContext, input: BookTrialInput) {
  const contact = normalizeTrialContact(input);
  const occurrence = occurrenceStream(input.slotId, input.fecha);
  const leads = trialLeadsStream();
  const ids = { trialId: randomUUID(), leadId: randomUUID() };
  let key: Uint8Array | undefined;
  const command: FactsCommand<Parameters<typeof bookTrialFactsOf>[0], { id: string; confirmada: boolean }> = {
    type: 'BookTrial',
    streams: knownStreamsSql(occurrence, leads),
    facts: bookTrialFactsSql(input.slotId, input.fecha, contact),
    conflictConstraints: ['trial_leads_email', 'trial_leads_telefono'],
    decide(row, versions) {
      const facts = bookTrialFactsOf(row, DEFAULT_TRIAL_SETTINGS.autoConfirm);
      const decision = bookTrialDecider.decide({ ...ids, fecha: input.fecha, contact, now: studioNow(ctx.now, input.tz) }, facts);
      const appends: StreamAppend[] = [
        { ...leads, expectedVersion: lockedVersion(versions, leads.streamId), events: sealLeadEvents(key!, decision.leads) },
        { ...occurrence, expectedVersion: lockedVersion(versions, occurrence.streamId), events: decision.occurrence },
      ];
      return { appends, result: { id: ids.trialId, confirmada: facts.autoConfirm } };
    },
  };
  // Her key first (the command's facts are one locked SELECT); a refused booking takes it back.
  key = await createLeadKey(db, ids.leadId);
  try {
    return await runCommand(db, command, ctx);
  } catch (error) {
    await destroyLeadKeys(db, [ids.leadId]);
    throw error;
  }
}

/**
 * ForgetLead: a visitor asked the studio to erase her data. Her key goes (so her name, email and phone in the log
 * can no longer be read, by anyone, in any later backup), her mails go, and LeadForgotten takes her row off Interesados. A lead who
 * became a member moves on with her account (deleting it shreds this key too).
 */
export function forgetLead(db: Db, ctx: CommandContext, input: { leadId: string }) {
  const leads = trialLeadsStream();
  return runCommand(db, {
    type: 'ForgetLead',
    decide: async (trx) => {
      const { version } = await readStream(trx, leads.streamId);
      const lead = await findLead(trx, input.leadId);
      if (!lead) throw fail('LEAD_NOT_FOUND');
      await destroyLeadKeys(trx, [input.leadId]);
      // Her trial's mails, queued or kept after sending, carry her address and name: they go with her (as an account's
      // do when it is deleted, services/membership/delete-account.ts). A lead's mail names no account.
      if (lead.email) await trx.deleteFrom('email_outbox').where('user_id', 'is', null).where('to_address', '=', lead.email).execute();
      return { appends: [{ ...leads, expectedVersion: version, events: [{ type: 'LeadForgotten', data: { leadId: input.leadId } }] }], result: { id: input.leadId } };
    },
  }, ctx);
}

/** ConfirmTrial, CancelTrial or CheckInTrial on one trial, under its occurrence's lock (staff). */
export function actOnTrial(db: Db, ctx: CommandContext, input: { type: TrialAction; trialId: string; tz: string }) {
  const command: FactsCommand<Parameters<typeof trialFactsOf>[0], { id: string }> = {
    type: input.type,
    streams: trialOccurrenceStreamSql(input.trialId),
    facts: trialFactsSql(input.trialId),
    decide(row, versions) {
      const trial = trialFactsOf(row);
      const events = trialActionDecider.decide({ type: input.type, trialId: input.trialId, now: studioNow(ctx.now, input.tz) }, trial);
      const stream = occurrenceStream(trial!.slotId, trial!.fecha);
      return { appends: [{ ...stream, expectedVersion: lockedVersion(versions, stream.streamId), events }], result: { id: input.trialId } };
    },
  };
  return runCommand(db, command, ctx);
}

/**
 * CancelTrial, then the class's waitlist settled: the place the trial held goes to the first member waiting, as a
 * cancelled booking's does (the waitlist's own command, under its own locks, right after).
 */
export async function cancelTrial(db: Db, ctx: CommandContext, input: { trialId: string; tz: string }) {
  const outcome = await actOnTrial(db, ctx, { type: 'CancelTrial', trialId: input.trialId, tz: input.tz });
  const trial = await db.selectFrom('trial_classes').select(['slot_id', 'fecha']).where('trial_id', '=', input.trialId).executeTakeFirst();
  if (trial) await settleWaitlist(db, { ...ctx, idempotencyKey: ctx.idempotencyKey && `${ctx.idempotencyKey}:waitlist` }, { slotId: trial.slot_id, fecha: String(trial.fecha).slice(0, 10), tz: input.tz });
  return outcome;
}

export async function setTrialSettings(db: Db, ctx: CommandContext, settings: TrialSettings) {
  return runCommand(db, {
    type: 'SetTrialSettings',
    decide: async (trx) => {
      const { append } = await decideOnStream(trx, trialSettingsStream(), trialSettingsDecider, { type: 'SetTrialSettings', settings });
      return { appends: [append], result: {} };
    },
  }, ctx);
}

const splitName = (nombre: string) => {
  const [first, ...rest] = nombre.split(' ');
  return { firstName: first!, lastName: rest.join(' ') };
};

/**
 * ConvertLead: the owner makes a lead a member. An account that already has her email (she signed up by herself) is
 * linked; otherwise the studio opens one (services/membership/member-account.commands.ts) with her name, email and
 * WhatsApp, which she claims by setting a password. Then LeadConverted, under the leads' lock: converted once.
 */
export async function convertLead(db: Db, ctx: CommandContext, input: { leadId: string; email?: string; clock: Clock; openAccounts?: boolean }) {
  const lead = await findLead(db, input.leadId);
  if (!lead) throw fail('LEAD_NOT_FOUND');
  // Converted already: the command below answers a retry of the same request as the first time, anyone else 409.
  let userId = lead.converted_user_id ?? undefined;
  if (!userId) {
    const email = lead.email ?? (input.email?.trim() ? input.email.trim().toLowerCase() : undefined);
    if (!email) throw fail('LEAD_EMAIL_REQUIRED');
    userId = await findAccountByEmail(db, email);
    // With Clerk the hosted service makes accounts: she signs up with her email and the list links her by it.
    if (!userId && input.openAccounts === false) throw fail('LEAD_SIGNS_UP_HERSELF');
    if (!userId) {
      userId = `user_${randomUUID().replaceAll('-', '')}`;
      await openMemberAccount(db, { ...ctx, idempotencyKey: ctx.idempotencyKey && `${ctx.idempotencyKey}:account` }, { userId, ...splitName(lead.nombre), email, clock: input.clock });
      // Her WhatsApp goes with her into the account, sealed under her key as a member's own number is.
      if (lead.telefono) await setMemberPhone(db, { ...ctx, idempotencyKey: ctx.idempotencyKey && `${ctx.idempotencyKey}:phone` }, { userId, typed: lead.telefono });
    }
  }
  const leads = trialLeadsStream();
  const memberId = userId;
  const command: FactsCommand<{ converted_user_id: string | null }, { userId: string }> = {
    type: 'ConvertLead',
    streams: knownStreamsSql(leads),
    facts: async (trx) => (await findLead(trx, input.leadId)) ?? { converted_user_id: null },
    decide(row, versions) {
      if (row.converted_user_id) throw fail('LEAD_ALREADY_MEMBER');
      return {
        appends: [{ ...leads, expectedVersion: lockedVersion(versions, leads.streamId), events: [{ type: 'LeadConverted', data: { leadId: input.leadId, userId: memberId } }] }],
        result: { userId: memberId },
      };
    },
  };
  return runCommand(db, command, ctx);
}
