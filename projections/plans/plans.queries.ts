import { sql, type Kysely } from 'kysely';
import type { NodeKind, PlanState } from '../../domain/plans/plan-tree';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Plans a member is assigned, directly or through any of their groups. */
const assignedTo = (userId: string) => sql<boolean>`(
  EXISTS (SELECT 1 FROM plan_members m WHERE m.plan_id = p.id AND m.user_id = ${userId})
  OR EXISTS (SELECT 1 FROM member_group_plans gp JOIN member_group_users gu ON gu.group_id = gp.group_id
             WHERE gp.plan_id = p.id AND gu.user_id = ${userId}))`;

/** A package counts while today (studio calendar) is before valido_hasta. */
const activePackage = (userId: string, today: string) => sql<boolean>`EXISTS (
  SELECT 1 FROM member_packages mp WHERE mp.user_id = ${userId} AND mp.paquete_id IS NOT NULL AND mp.valido_hasta > ${today}::date)`;

/** A stored plan document, or (rows older than the document column) the tree to render it from. */
export interface StoredPlanDocument {
  version: number;
  /** null when the caller already holds this version, or on rows written before documents were stored. */
  document: string | null;
  tree: PlanState | null;
}

export interface PlanForViewer {
  /** undefined when no such plan exists. */
  plan: (StoredPlanDocument & { visible: boolean }) | undefined;
  assigned: boolean;
  hasPackage: boolean;
}

/**
 * One round trip: the plan's stored document plus what decides whether this viewer may open it. The document
 * itself is left out when its version is one of `knownVersions` (the caller holds that one already), so a
 * revalidation or a warm cache reads a few bytes instead of the whole plan.
 */
export async function findPlanForViewer(db: Db, planId: number, viewer: { userId: string; today: string }, knownVersions: readonly number[] = []): Promise<PlanForViewer> {
  const fresh = sql<boolean>`p.version <> ALL(${[...knownVersions]}::integer[])`;
  const { rows } = await sql<{ version: number | null; visible: boolean | null; document: string | null; tree: PlanState | null; assigned: boolean | null; has_package: boolean }>`
    SELECT p.version, p.visible,
      CASE WHEN ${fresh} THEN p.document END AS document,
      CASE WHEN p.document IS NULL AND ${fresh} THEN p.tree END AS tree,
      ${assignedTo(viewer.userId)} AS assigned, v.has_package
    FROM (SELECT ${activePackage(viewer.userId, viewer.today)} AS has_package) v
    LEFT JOIN plan_views p ON p.id = ${planId}`.execute(db);
  const row = rows[0]!;
  const plan = row.version === null ? undefined : { version: row.version, visible: row.visible === true, document: row.document, tree: row.tree };
  return { plan, assigned: row.assigned === true, hasPackage: row.has_package };
}

export async function hasActivePackage(db: Db, userId: string, today: string): Promise<boolean> {
  const { rows } = await sql<{ active: boolean }>`SELECT ${activePackage(userId, today)} AS active`.execute(db);
  return rows[0]!.active;
}

/** A member's plans, whole stored documents, by name. `visibleOnly` for the member's own screens. */
export async function listAssignedPlans(db: Db, userId: string, opts: { visibleOnly: boolean }): Promise<StoredPlanDocument[]> {
  const { rows } = await sql<StoredPlanDocument>`
    SELECT p.version, p.document, CASE WHEN p.document IS NULL THEN p.tree END AS tree FROM plan_views p
    WHERE ${assignedTo(userId)} ${opts.visibleOnly ? sql`AND p.visible` : sql``}
    ORDER BY lower(p.nombre), p.id`.execute(db);
  return rows;
}

export async function listAssignedPlanSummaries(db: Db, userId: string, opts: { visibleOnly: boolean }): Promise<{ id: number; nombre: string }[]> {
  const { rows } = await sql<{ id: number; nombre: string }>`
    SELECT p.id, p.nombre FROM plan_views p
    WHERE ${assignedTo(userId)} ${opts.visibleOnly ? sql`AND p.visible` : sql``}
    ORDER BY lower(p.nombre), p.id`.execute(db);
  return rows;
}

export interface PlanListItem {
  id: number;
  nombre: string;
  visible: 0 | 1;
  usuarios: number;
  grupos: number;
}

/** Every plan for the admin's list: visibility, members who have it (directly or through a group) and groups that include it. */
export async function listPlansForAdmin(db: Db): Promise<PlanListItem[]> {
  const { rows } = await sql<{ id: number; nombre: string; visible: boolean; usuarios: number; grupos: number }>`
    SELECT p.id, p.nombre, p.visible,
      (SELECT count(*) FROM (
         SELECT m.user_id FROM plan_members m WHERE m.plan_id = p.id
         UNION SELECT gu.user_id FROM member_group_plans gp JOIN member_group_users gu ON gu.group_id = gp.group_id
               WHERE gp.plan_id = p.id) who)::integer AS usuarios,
      (SELECT count(*) FROM member_group_plans g WHERE g.plan_id = p.id)::integer AS grupos
    FROM plan_views p ORDER BY lower(p.nombre), p.id`.execute(db);
  return rows.map((r) => ({ ...r, visible: r.visible ? 1 : 0 }));
}

export interface PlanMemberLink {
  clerk_user_id: string;
  planificacion_id: number;
  planificacion: string;
  first_name: string;
  last_name: string;
}

/** Direct user-plan links, with names (docs/product.md §3 "User-plan link"). */
export async function listPlanMemberLinks(db: Db): Promise<PlanMemberLink[]> {
  return db
    .selectFrom('plan_members as m')
    .innerJoin('plan_views as p', 'p.id', 'm.plan_id')
    .leftJoin('users as u', 'u.user_id', 'm.user_id')
    .select((eb) => [
      'm.user_id as clerk_user_id',
      'm.plan_id as planificacion_id',
      'p.nombre as planificacion',
      eb.fn.coalesce('u.first_name', sql.lit('')).as('first_name'),
      eb.fn.coalesce('u.last_name', sql.lit('')).as('last_name'),
    ])
    .orderBy('m.plan_id')
    .orderBy('m.assigned_at')
    .orderBy('m.user_id')
    .execute() as Promise<PlanMemberLink[]>;
}

export interface PlanAssignee {
  clerk_user_id: string;
  planificacion_id: number;
  first_name: string;
  last_name: string;
  via: 'directo' | 'grupo';
  /** The group's name when via = 'grupo'. */
  grupo: string | null;
}

/** Everyone who has a plan and how: one row per direct assignment and one per group that gives it. */
export async function listPlanAssignees(db: Db): Promise<PlanAssignee[]> {
  const { rows } = await sql<PlanAssignee>`
    SELECT a.user_id AS clerk_user_id, a.plan_id AS planificacion_id,
      coalesce(u.first_name, '') AS first_name, coalesce(u.last_name, '') AS last_name, a.via, a.grupo
    FROM (
      SELECT m.plan_id, m.user_id, 'directo' AS via, NULL::text AS grupo, 0 AS rank FROM plan_members m
      UNION ALL
      SELECT gp.plan_id, gu.user_id, 'grupo', g.nombre, 1 FROM member_group_plans gp
        JOIN member_group_users gu ON gu.group_id = gp.group_id
        JOIN member_groups g ON g.id = gp.group_id
    ) a
    JOIN plan_views p ON p.id = a.plan_id
    LEFT JOIN users u ON u.user_id = a.user_id
    ORDER BY a.plan_id, lower(coalesce(u.first_name, '')), lower(coalesce(u.last_name, '')), a.user_id, a.rank, a.grupo`.execute(db);
  return rows;
}

/** The plan a node belongs to, if the node exists (and is of that kind). */
export async function findPlanOfNode(db: Db, kind: NodeKind, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('plan_nodes').select('plan_id').where('id', '=', id).where('kind', '=', kind).executeTakeFirst();
  return row?.plan_id;
}

/** Which of these plan ids exist. */
export async function existingPlanIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('plan_views').select('id').where('id', 'in', [...ids]).execute();
  return new Set(rows.map((r) => r.id));
}

/** A live plan's whole tree. */
export async function findPlanTree(db: Db, planId: number): Promise<PlanState | undefined> {
  const row = await db.selectFrom('plan_views').select('tree').where('id', '=', planId).executeTakeFirst();
  return row?.tree;
}

/** A live plan's stored document (or, on rows older than documents, its tree) at its current version. */
export async function findPlanDocument(db: Db, planId: number): Promise<StoredPlanDocument | undefined> {
  const { rows } = await sql<StoredPlanDocument>`
    SELECT version, document, CASE WHEN document IS NULL THEN tree END AS tree FROM plan_views WHERE id = ${planId}`.execute(db);
  return rows[0];
}

/** A live plan's tree and the version it reflects. */
export async function findPlanView(db: Db, planId: number): Promise<{ tree: PlanState; version: number } | undefined> {
  return db.selectFrom('plan_views').select(['tree', 'version']).where('id', '=', planId).executeTakeFirst();
}

/** The members who hold any of these plans (directly or through a group), with the plans each holds. */
export async function listPlanHolders(db: Db, planIds: readonly number[]): Promise<{ user_id: string; plan_ids: number[] }[]> {
  if (planIds.length === 0) return [];
  const { rows } = await sql<{ user_id: string; plan_ids: number[] }>`
    SELECT h.user_id, array_agg(DISTINCT h.plan_id ORDER BY h.plan_id) AS plan_ids FROM (
      SELECT m.user_id, m.plan_id FROM plan_members m WHERE m.plan_id = ANY(${[...planIds]}::integer[])
      UNION ALL
      SELECT gu.user_id, gp.plan_id FROM member_group_plans gp JOIN member_group_users gu ON gu.group_id = gp.group_id
      WHERE gp.plan_id = ANY(${[...planIds]}::integer[])
    ) h GROUP BY h.user_id`.execute(db);
  return rows;
}
