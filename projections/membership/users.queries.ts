import { sql, type Kysely, type RawBuilder } from 'kysely';
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

/** When the account was opened (its UserRegistered, on the command's clock); undefined for no such user. */
export async function findUserCreatedAt(db: Kysely<Database>, userId: string): Promise<Date | undefined> {
  const row = await db.selectFrom('users').select('created_at').where('user_id', '=', userId).executeTakeFirst();
  return row ? new Date(row.created_at) : undefined;
}

/** Non-hidden users sorted by first name, as the Usuarios screen lists them (docs/product.md §2). */
export async function listVisibleUsers(db: Kysely<Database>): Promise<UserView[]> {
  const rows = await db.selectFrom('users').selectAll().where('hidden', '=', false).orderBy((eb) => eb.fn('lower', ['first_name'])).orderBy('last_name').execute();
  return rows.map(toView);
}

/**
 * Whether `userId`'s account was deleted, as a column of a command's facts statement: the one fact every command
 * that gives, takes or books anything for a member reads beside its own (booking's, the waitlist's, staff's, the
 * calendar's). UserDeleted commits with MemberDeleted on the member's stream, so a command that writes that stream
 * and read `false` conflicts with the deletion and decides again.
 */
export const memberDeletedSql = (userId: string | RawBuilder<unknown>): RawBuilder<boolean> =>
  sql<boolean>`EXISTS (SELECT 1 FROM users u WHERE u.user_id = ${userId} AND u.deleted)`;

/**
 * The same fact for commands that decide on a stream's fold: which of these members' accounts were deleted. Their
 * rows are read FOR SHARE, and a deletion takes its member's row FOR UPDATE first (lockUserForDeletion): a command
 * on a stream the deletion does not append to (a plan, a group, a workout) either commits before the deletion goes
 * on, or waits for it and reads her deleted.
 */
export async function findDeletedMembers(db: Kysely<Database>, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const ids = [...new Set(userIds)].toSorted();
  const rows = await db.selectFrom('users').select(['user_id', 'deleted']).where('user_id', 'in', ids).orderBy('user_id').forShare().execute();
  return new Set(rows.filter((r) => r.deleted).map((r) => r.user_id));
}

/** The deletion's first step: its member's row, locked until it commits (see findDeletedMembers). */
export async function lockUserForDeletion(db: Kysely<Database>, userId: string): Promise<void> {
  await db.selectFrom('users').select('user_id').where('user_id', '=', userId).forUpdate().execute();
}

export const isMemberDeleted = async (db: Kysely<Database>, userId: string): Promise<boolean> => (await findDeletedMembers(db, [userId])).has(userId);
