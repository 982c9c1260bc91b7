import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface UserView {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'admin' | 'coach' | 'member';
  hidden: boolean;
}

/** A stored role as the app knows them; anything else reads as a member. */
export const roleOfRow = (role: string): UserView['role'] => (role === 'admin' || role === 'coach' ? role : 'member');

const toView = (r: { user_id: string; first_name: string; last_name: string; email: string; role: string; hidden: boolean }): UserView => ({
  userId: r.user_id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  role: roleOfRow(r.role),
  hidden: r.hidden,
});

export async function findUser(db: Kysely<Database>, userId: string): Promise<UserView | undefined> {
  const row = await db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row && toView(row);
}

/** Non-hidden users sorted by first name, as the Usuarios screen lists them (docs/product.md §2). */
export async function listVisibleUsers(db: Kysely<Database>): Promise<UserView[]> {
  const rows = await db.selectFrom('users').selectAll().where('hidden', '=', false).orderBy((eb) => eb.fn('lower', ['first_name'])).orderBy('last_name').execute();
  return rows.map(toView);
}
