import type { Db } from '../../../db/database';
import { questionsOf } from '../../../contract/health';
import { findCurrentTerms } from '../../../projections/health/health.queries';
import { acceptTerms, publishTerms, remindHealthStatement, setHealthSettings, submitHealthStatement } from '../../../services/health/health.commands';
import type { CommandContext } from '../../../services/platform/commands/command';

export type HealthKind = 'SetHealthSettings' | 'PublishTerms' | 'AcceptTerms' | 'SubmitHealthStatement' | 'RemindHealthStatement';

/**
 * Health and consent's commands as the routes and the reminders' job run them. `n` (1..4) sets a validity of n weeks,
 * so a statement is within its reminders' 30 days at once; `flag` declares a condition (with a certificate) or not.
 */
export async function runHealthCommand(db: Db, ctx: CommandContext, kind: HealthKind, input: { userId: string | undefined; n: number; flag: boolean; word: string; tz: string }): Promise<string | undefined> {
  const { userId, tz } = input;
  switch (kind) {
    case 'SetHealthSettings':
      await setHealthSettings(db, ctx, { mode: input.flag ? 'bloquear' : 'avisar', certificateAlways: !input.flag, validityDays: 7 * input.n });
      return;
    case 'PublishTerms':
      await publishTerms(db, ctx, { terms: `Reglas del estudio ${input.word} ${input.n}`, waiver: input.flag ? 'Entreno bajo mi responsabilidad.' : '' });
      return;
  }
  if (!userId) return 'NOTHING_TO_ACT_ON';
  switch (kind) {
    case 'AcceptTerms': {
      const version = (await findCurrentTerms(db))?.version ?? 1;
      await acceptTerms(db, ctx, { userId, version: input.flag ? version : Math.max(1, version - 1) });
      return;
    }
    case 'SubmitHealthStatement':
      await submitHealthStatement(db, ctx, {
        userId,
        tz,
        statement: {
          form: 'adulto',
          answers: questionsOf('adulto').map((q, i) => ({ id: q.id, yes: input.flag && i === 0 })),
          condition: input.flag ? 'Hipertensión controlada' : '',
          emergencyContact: { name: input.word, phone: '11 5555-1234' },
          guardian: null,
          certificate: input.flag ? { key: `certificates/${userId}.pdf`, mime: 'application/pdf' } : null,
        },
      });
      return;
    default:
      await remindHealthStatement(db, ctx, { userId, tz });
      return;
  }
}
