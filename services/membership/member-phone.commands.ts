import { memberPhoneStream } from '../../events/streams';
import { sealPhone } from '../../events/catalog/membership.personal';
import { readStream } from '../../events/store/read';
import type { Db } from '../../db/database';
import { findMemberPhone } from '../../projections/membership/member-phones.queries';
import { findPersonalKey } from '../../projections/membership/personal-data.queries';
import { isMemberDeleted } from '../../projections/membership/users.queries';
import type { CommandContext } from '../platform/commands/command';
import { runCommand } from '../platform/commands/run-command';
import { decidePhone } from './member-phone.decider';

/**
 * SetPhone: the member's mobile for WhatsApp, set by her (/cuenta) or by an admin (Usuarios). Appended at the
 * stream's version read here, so two changes at once are decided one after the other. Answers the number kept.
 */
export async function setMemberPhone(db: Db, ctx: CommandContext, input: { userId: string; typed: string }): Promise<string | null> {
  const { result } = await runCommand(db, {
    type: 'SetPhone',
    decide: async (trx) => {
      const stream = memberPhoneStream(input.userId);
      const { version } = await readStream(trx, stream.streamId);
      const current = await findMemberPhone(trx, input.userId);
      const decided = decidePhone({ type: 'SetPhone', ...input, current, memberDeleted: await isMemberDeleted(trx, input.userId) });
      if (!decided) return { appends: [], result: current };
      const key = await findPersonalKey(trx, input.userId);
      // Every registered member has a key; none left means the account is gone.
      if (!key) return { appends: [], result: current };
      const phone = decided.phone && sealPhone(key, input.userId, decided.phone);
      return { appends: [{ ...stream, expectedVersion: version, events: [{ type: 'MemberPhoneSet', data: { userId: input.userId, phone } }] }], result: decided.phone };
    },
  }, ctx);
  return result;
}
