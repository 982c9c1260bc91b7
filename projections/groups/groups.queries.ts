import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export async function listGroups(db: Db): Promise<{ id: number; nombre: string }[]> {
  return db.selectFrom('member_groups').select(['id', 'nombre']).orderBy((eb) => eb.fn('lower', ['nombre'])).orderBy('id').execute();
}

/** Group-user links with the member's name (docs/product.md §3). */
export async function listGroupUsers(db: Db) {
  return db
    .selectFrom('member_group_users as gu')
    .innerJoin('users as u', 'u.user_id', 'gu.user_id')
    .select(['gu.group_id as grupo_id', 'gu.user_id as clerk_user_id', 'u.first_name', 'u.last_name', 'u.email'])
    .orderBy('gu.group_id')
    .orderBy((eb) => eb.fn('lower', ['u.first_name']))
    .execute();
}

/**
 * The accounts staff may add to a group: visible and not deleted, by first name. Names and emails only: coaches add
 * members too, and never see a package or a receipt.
 */
export async function listGroupCandidates(db: Db) {
  const rows = await db
    .selectFrom('users')
    .select(['user_id', 'first_name', 'last_name', 'email'])
    .where('hidden', '=', false)
    .where('deleted', '=', false)
    .orderBy((eb) => eb.fn('lower', ['first_name']))
    .orderBy('last_name')
    .execute();
  return rows.map((r) => ({ clerkUserId: r.user_id, firstName: r.first_name, lastName: r.last_name, email: r.email }));
}

/** Group-plan links with the plan's name. */
export async function listGroupPlans(db: Db) {
  return db
    .selectFrom('member_group_plans as gp')
    .innerJoin('plan_views as p', 'p.id', 'gp.plan_id')
    .select(['gp.group_id as grupo_id', 'gp.plan_id as planificacion_id', 'p.nombre'])
    .orderBy('gp.group_id')
    .orderBy((eb) => eb.fn('lower', ['p.nombre']))
    .execute();
}

/** Which of these user ids have an account. */
export async function existingUserIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('users').select('user_id').where('user_id', 'in', [...ids]).execute();
  return new Set(rows.map((r) => r.user_id));
}
