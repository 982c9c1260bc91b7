import { argentineMobile } from '../../contract/phone';
import { fail } from '../../events/framework/errors';

/**
 * SetPhone, decided on what the member has now (`current`, E.164 or null): what she typed becomes E.164, an empty
 * text takes the number off, anything that is not an Argentine mobile is refused. Records only real changes. The
 * command seals the number before it reaches the log.
 */
export type SetPhone = { type: 'SetPhone'; userId: string; typed: string; current: string | null; memberDeleted: boolean };

export function decidePhone(command: SetPhone): { phone: string | null } | undefined {
  if (command.memberDeleted) throw fail('USER_DELETED');
  const typed = command.typed.trim();
  const phone = typed === '' ? null : argentineMobile(typed);
  if (phone === undefined) throw fail('INVALID_PHONE');
  return phone === command.current ? undefined : { phone };
}
