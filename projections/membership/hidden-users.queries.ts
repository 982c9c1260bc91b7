import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { roleOfRow, type UserView } from './users.queries';

/** Users the admin hid from Usuarios, by first name, so they can be shown again. */
export async function listHiddenUsers(db: Kysely<Database>): Promise<UserView[]> {
  const rows = await db.selectFrom('users').selectAll().where('hidden', '=', true).orderBy((eb) => eb.fn('lower', ['first_name'])).orderBy('last_name').execute();
  return rows.map((r) => ({ userId: r.user_id, firstName: r.first_name, lastName: r.last_name, email: r.email, role: roleOfRow(r.role), hidden: r.hidden }));
}
