import type { MemberEvent, PackageRenewalEvent } from '../../events/catalog/packages.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';

/** package_requests: every proof-of-payment request and how it was decided. */
export const packageRequestsProjector: Projector = {
  name: 'package-requests@v1',
  tables: ['package_requests'],
  handles: ['PackageRequested', 'PackageRenewalRequested', 'PackageRequestApproved', 'PackageRequestRejected'],
  async apply(trx, recorded) {
    const event = recorded as unknown as RecordedEvent & (MemberEvent | PackageRenewalEvent);
    const decidedBy = recorded.metadata.actorId ?? null;
    switch (event.type) {
      case 'PackageRequested':
      case 'PackageRenewalRequested': {
        const d = event.data;
        await trx
          .insertInto('package_requests')
          .values({
            id: d.requestId,
            user_id: d.userId,
            paquete_id: d.packageId,
            receipt_key: d.receiptKey,
            receipt_mime: d.receiptMime,
            receipt_hash: d.receiptHash ?? null,
            operation: d.operation ?? null,
            amount_cents: d.amount ?? null,
            status: 'pending',
            kind: event.type === 'PackageRenewalRequested' ? event.data.kind : 'nuevo',
            reason: null,
            requested_at: new Date(d.requestedAt),
            decided_at: null,
            decided_by: null,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      }
      case 'PackageRequestApproved':
      case 'PackageRequestRejected': {
        const reason = event.type === 'PackageRequestRejected' ? event.data.reason : null;
        const status = event.type === 'PackageRequestApproved' ? 'approved' : 'rejected';
        await trx
          .updateTable('package_requests')
          .set({ status, reason, decided_at: recorded.recordedAt, decided_by: decidedBy })
          .where('id', '=', event.data.requestId)
          .execute();
        return;
      }
      default:
        return;
    }
  },
};
