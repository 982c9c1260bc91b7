import { createCipheriv, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * Crypto-shredding of members' personal data. Each member gets a random AES-256 key in
 * personal_data_keys, and every stored UserRegistered / UserProfileUpdated v1 (firstName, lastName and email in
 * clear) is rewritten in place as v2, `personal: "pd1.<iv>.<ciphertext+tag>"` under that key with the user id as
 * additional data. Deleting the account deletes the key. Members already deleted get a key that is thrown away
 * at once. The one sanctioned rewrite of published events: they keep ids, positions and meaning, and the format
 * is the one events/catalog/membership.personal.ts reads (frozen here: migrations import no app code).
 */
const PERSONAL_TYPES = ['UserRegistered', 'UserProfileUpdated'];
const PAGE = 500;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS personal_data_keys (
      user_id    text PRIMARY KEY,
      key        bytea NOT NULL CHECK (octet_length(key) = 32),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  const { rows: gone } = await sql<{ user_id: string }>`
    SELECT DISTINCT data->>'userId' AS user_id FROM es_events WHERE event_type = 'UserDeleted'`.execute(db);
  const deleted = new Set(gone.map((r) => r.user_id));
  const keys = new Map<string, Buffer>();
  const keyOf = async (userId: string): Promise<Buffer> => {
    let key = keys.get(userId);
    if (key) return key;
    key = randomBytes(32);
    keys.set(userId, key);
    if (!deleted.has(userId)) await sql`INSERT INTO personal_data_keys (user_id, key) VALUES (${userId}, ${key})`.execute(db);
    return key;
  };
  // Rewritten rows leave the v1 set, so each page starts again from the first v1 row left.
  for (;;) {
    const { rows } = await sql<{ event_id: string; data: Record<string, unknown> }>`
      SELECT event_id, data FROM es_events
      WHERE event_type = ANY(${PERSONAL_TYPES}::text[]) AND schema_version = 1
      ORDER BY seq LIMIT ${PAGE}`.execute(db);
    for (const row of rows) {
      const { firstName, lastName, email, ...rest } = row.data as Record<string, string>;
      const userId = String(rest.userId);
      const personal = seal(await keyOf(userId), userId, { firstName, lastName, email });
      await sql`UPDATE es_events SET data = ${JSON.stringify({ ...rest, personal })}::jsonb, schema_version = 2
                WHERE event_id = ${row.event_id}`.execute(db);
    }
    if (rows.length < PAGE) break;
  }
}

function seal(key: Buffer, userId: string, fields: { firstName?: string; lastName?: string; email?: string }): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId, 'utf8'));
  const plain = JSON.stringify({ firstName: fields.firstName ?? '', lastName: fields.lastName ?? '', email: fields.email ?? '' });
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `pd1.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
}

// The clear fields cannot come back: down keeps the sealed events and their keys, and only v2-aware code reads them.
export async function down(): Promise<void> {}
