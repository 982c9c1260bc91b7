import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import type { Database } from '../../db/schema';
import type { Projector } from '../runner/projection';
import { movement, NONE, POLICY_LEDGER_TYPES, type CreditEvent } from './credit-movement';
import { applyMemberPackagesBatch } from './member-packages.batch';

/** The member's row, locked; created empty on their first credit event. Usually one round trip. */
async function currentRow(trx: Kysely<Database>, userId: string, at: Date) {
  const existing = await trx.selectFrom('member_packages').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirst();
  if (existing) return existing;
  await trx
    .insertInto('member_packages')
    .values({ user_id: userId, ...NONE, last_position: 0, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return trx.selectFrom('member_packages').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirstOrThrow();
}

/** member_packages (what each member holds now) and credit_ledger (every movement, with the balance after it). */
export const memberPackagesProjector: Projector = {
  name: 'member-packages@v1',
  tables: ['member_packages', 'credit_ledger'],
  handles: ['PackageAssigned', 'PackageRemoved', 'CreditsExpired', 'CreditsAdjusted', 'CreditConsumed', 'CreditRestored', ...POLICY_LEDGER_TYPES],
  applyBatch: applyMemberPackagesBatch,
  async apply(trx, recorded) {
    const event = recorded as unknown as RecordedEvent & CreditEvent;
    const userId = event.data.userId;
    const row = await currentRow(trx, userId, recorded.recordedAt);
    if (row.last_position >= recorded.streamPosition) return; // already applied (positions in the member's stream)
    const change = movement(event, row);
    if (!change) return;
    const { next } = change;
    // The new state and its ledger line in one statement (this runs inside booking transactions).
    await sql`
      WITH moved AS (
        UPDATE member_packages
        SET paquete_id = ${next.paquete_id}, valido_hasta = ${next.valido_hasta}, creditos_restantes = ${next.creditos_restantes},
            receipt_request_id = ${next.receipt_request_id}, last_position = ${recorded.streamPosition}, updated_at = ${recorded.recordedAt}
        WHERE user_id = ${userId}
        RETURNING user_id
      )
      INSERT INTO credit_ledger (position, user_id, at, kind, delta, balance, paquete_id, actor_id, reason)
      SELECT ${recorded.streamPosition}, user_id, ${recorded.recordedAt}, ${change.kind}, ${next.creditos_restantes - row.creditos_restantes},
             ${next.creditos_restantes}, ${change.packageId}, ${recorded.metadata.actorId ?? null}, ${change.reason}
      FROM moved
      ON CONFLICT (user_id, position) DO NOTHING`.execute(trx);
  },
};
