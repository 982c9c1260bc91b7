import type { Db } from '../../../db/database';
import { findLead } from '../../../projections/trials/trial-leads.queries';
import type { CommandContext } from '../../../services/platform/commands/command';
import { actOnTrial, bookTrial, convertLead, forgetLead, setTrialSettings } from '../../../services/trials/trials.commands';
import { testClock } from '../../support/test-clock';

export type TrialKind = 'SetTrialSettings' | 'BookTrial' | 'ConfirmTrial' | 'CancelTrial' | 'CheckInTrial' | 'ConvertLead' | 'ForgetLead';

/** The trials each studio of the tour booked, in order (by index, as every command names things). */
const booked = new WeakMap<object, { trialIds: string[]; made: number }>();
const trialsOf = (studio: object) => booked.get(studio) ?? (booked.set(studio, { trialIds: [], made: 0 }), booked.get(studio)!);

/**
 * Trial classes' commands as the public and staff routes run them: `i` names a trial booked before, `word` and a
 * counter a visitor's contact (a word seen twice is the same person only when the counter says so: `n` 4).
 */
export async function runTrialCommand(
  db: Db,
  studio: object,
  ctx: CommandContext,
  kind: TrialKind,
  input: { slotId: number | undefined; fecha: string; i: number; n: number; flag: boolean; word: string; tz: string },
): Promise<string | undefined> {
  const trials = trialsOf(studio);
  const trialId = trials.trialIds.length === 0 ? undefined : trials.trialIds[input.i % trials.trialIds.length];
  switch (kind) {
    case 'SetTrialSettings':
      await setTrialSettings(db, ctx, { autoConfirm: input.flag });
      return;
    case 'BookTrial': {
      if (input.slotId === undefined) return 'NOTHING_TO_ACT_ON';
      const who = `${input.word.toLowerCase()}${input.n === 4 ? '' : trials.made++}`;
      const contact = input.flag ? { email: `${who}@prueba.test` } : { telefono: `11 55${String(trials.made % 100).padStart(2, '0')}-12${10 + input.n}` };
      const { result } = await bookTrial(db, ctx, { slotId: input.slotId, fecha: input.fecha, nombre: `${input.word} Visitante`, ...contact, tz: input.tz });
      trials.trialIds.push(result.id);
      return;
    }
    case 'ConfirmTrial':
    case 'CancelTrial':
    case 'CheckInTrial':
      if (!trialId) return 'NOTHING_TO_ACT_ON';
      await actOnTrial(db, ctx, { type: kind, trialId, tz: input.tz });
      return;
    case 'ConvertLead':
    case 'ForgetLead': {
      if (!trialId) return 'NOTHING_TO_ACT_ON';
      const row = await db.selectFrom('trial_classes').select('lead_id').where('trial_id', '=', trialId).executeTakeFirst();
      const lead = row && (await findLead(db, row.lead_id));
      if (!lead) return 'NOTHING_TO_ACT_ON';
      if (kind === 'ForgetLead') return void (await forgetLead(db, ctx, { leadId: lead.lead_id }));
      await convertLead(db, ctx, { leadId: lead.lead_id, email: `${lead.lead_id.slice(0, 8)}@prueba.test`, clock: testClock(ctx.now) });
      return;
    }
  }
}
