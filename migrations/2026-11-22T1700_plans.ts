import { sql, type Kysely } from 'kysely';

// Training plans and member groups: id sequences (allocated at command time) and their read tables.
// plan_views keeps each plan's whole tree in one JSONB document, so a plan loads in one query;
// plan_nodes maps every week/day/block/exercise/set id to its plan, so routes that name a node find its stream.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE SEQUENCE plan_id_seq AS integer`.execute(db);
  await sql`CREATE SEQUENCE plan_node_id_seq AS integer`.execute(db);
  await sql`CREATE SEQUENCE group_id_seq AS integer`.execute(db);

  await sql`
    CREATE TABLE plan_views (
      id         integer PRIMARY KEY,
      nombre     text NOT NULL,
      visible    boolean NOT NULL,
      tree       jsonb NOT NULL,
      version    integer NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);

  await sql`
    CREATE TABLE plan_nodes (
      id      integer PRIMARY KEY,
      kind    text NOT NULL CHECK (kind IN ('week', 'day', 'block', 'exercise', 'set')),
      plan_id integer NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX plan_nodes_plan ON plan_nodes (plan_id)`.execute(db);

  await sql`
    CREATE TABLE plan_members (
      plan_id     integer NOT NULL,
      user_id     text NOT NULL,
      assigned_at timestamptz NOT NULL,
      PRIMARY KEY (plan_id, user_id)
    )`.execute(db);
  await sql`CREATE INDEX plan_members_user ON plan_members (user_id)`.execute(db);

  await sql`
    CREATE TABLE member_groups (
      id         integer PRIMARY KEY,
      nombre     text NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE member_group_users (
      group_id integer NOT NULL,
      user_id  text NOT NULL,
      PRIMARY KEY (group_id, user_id)
    )`.execute(db);
  await sql`CREATE INDEX member_group_users_user ON member_group_users (user_id)`.execute(db);
  await sql`
    CREATE TABLE member_group_plans (
      group_id integer NOT NULL,
      plan_id  integer NOT NULL,
      PRIMARY KEY (group_id, plan_id)
    )`.execute(db);
  await sql`CREATE INDEX member_group_plans_plan ON member_group_plans (plan_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE member_group_plans, member_group_users, member_groups, plan_members, plan_nodes, plan_views`.execute(db);
  await sql`DROP SEQUENCE group_id_seq, plan_node_id_seq, plan_id_seq`.execute(db);
}
