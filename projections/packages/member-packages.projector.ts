import type { Kysely } from 'kysely';
import type { BookingCreditEvent, MemberEvent } from '../../events/catalog/member.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Database } from '../../services/platform/database/schema';
import type { Projector } from '../runner/projection';
import type { LedgerKind, MemberPackagesTable } from './member-packages.table';

type Held = Pick<MemberPackagesTable, 'paquete_id' | 'valido_hasta' | 'creditos_restantes' | 'receipt_request_id'>;
type Movement = { next: Held; kind: LedgerKind; reason: string | null; packageId: number | null };

const NONE: Held = { paquete_id: null, valido_hasta: null, creditos_restantes: 0, receipt_request_id: null };

/** What one credit event does to the member's row; every one of them is also a ledger line. */
function movement(event: MemberEvent | BookingCreditEvent, held: Held): Movement | undefined {
  switch (event.type) {
    case 'PackageAssigned': {
      const d = event.data;
      const next = { paquete_id: d.packageId, valido_hasta: d.validUntil, creditos_restantes: d.credits, receipt_request_id: d.requestId ?? null };
      return { next, kind: 'assigned', reason: null, packageId: d.packageId };
    }
    case 'PackageRemoved':
      return { next: NONE, kind: 'removed', reason: null, packageId: held.paquete_id };
    case 'CreditsExpired':
      return { next: NONE, kind: 'expired', reason: null, packageId: event.data.packageId };
    case 'CreditsAdjusted':
      return { next: { ...held, creditos_restantes: held.creditos_restantes + event.data.delta }, kind: 'adjusted', reason: event.data.reason, packageId: held.paquete_id };
    case 'CreditConsumed':
      return { next: { ...held, creditos_restantes: held.creditos_restantes - (event.data.credits ?? 1) }, kind: 'consumed', reason: null, packageId: held.paquete_id };
    case 'CreditRestored':
      return { next: { ...held, creditos_restantes: held.creditos_restantes + (event.data.credits ?? 1) }, kind: 'restored', reason: null, packageId: held.paquete_id };
    default:
      return undefined;
  }
}

async function currentRow(trx: Kysely<Database>, userId: string, at: Date) {
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
  handles: ['PackageAssigned', 'PackageRemoved', 'CreditsExpired', 'CreditsAdjusted', 'CreditConsumed', 'CreditRestored'],
  async apply(trx, recorded) {
    const event = recorded as unknown as RecordedEvent & (MemberEvent | BookingCreditEvent);
    const userId = event.data.userId;
    const row = await currentRow(trx, userId, recorded.recordedAt);
    if (row.last_position >= recorded.streamPosition) return; // already applied (positions in the member's stream)
    const change = movement(event, row);
    if (!change) return;
    const { next } = change;
    await trx
      .updateTable('member_packages')
      .set({ ...next, last_position: recorded.streamPosition, updated_at: recorded.recordedAt })
      .where('user_id', '=', userId)
      .execute();
    await trx
      .insertInto('credit_ledger')
      .values({
        position: recorded.streamPosition,
        user_id: userId,
        at: recorded.recordedAt,
        kind: change.kind,
        delta: next.creditos_restantes - row.creditos_restantes,
        balance: next.creditos_restantes,
        paquete_id: change.packageId,
        actor_id: recorded.metadata.actorId ?? null,
        reason: change.reason,
      })
      .onConflict((oc) => oc.columns(['user_id', 'position']).doNothing())
      .execute();
  },
};
