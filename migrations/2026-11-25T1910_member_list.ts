import { sql, type Kysely } from 'kysely';

// Usuarios filtered, sorted and paged on the server: the default order (visible users by first name,
// last name, id) walks an index, and "comprobante pendiente" finds a member's pending request without a scan.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX users_list_name ON users (hidden, lower(first_name), lower(last_name), user_id)`.execute(db);
  await sql`CREATE INDEX package_requests_pending_user ON package_requests (user_id) WHERE status = 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX package_requests_pending_user`.execute(db);
  await sql`DROP INDEX users_list_name`.execute(db);
}
