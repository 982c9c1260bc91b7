import { sql } from 'kysely';
import type { MemberEvent, PackageRenewalEvent } from '../../events/catalog/packages.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';

type Event = RecordedEvent & (MemberEvent | PackageRenewalEvent);

/**
 * queued_renewals: the renewal each member has waiting for her package to end (an approved renewal request, or the
 * admin's renewal from Usuarios), as the member stream's decider holds it: set when queued, moved with the package's
 * end (a pause, a closure), cleared by the assignment that starts it (the expiry job's). Guarded by the member stream's position, so redelivery changes nothing.
 */
export const queuedRenewalsProjector: Projector = {
  name: 'queued-renewals@v1',
  tables: ['queued_renewals'],
  handles: ['PackageRenewalQueued', 'PackageRenewalScheduled', 'PackageAssigned', 'PackageExpiryMoved'],
  async apply(trx, recorded) {
    const event = recorded as unknown as Event;
    const position = recorded.streamPosition;
    switch (event.type) {
      case 'PackageRenewalQueued':
      case 'PackageRenewalScheduled': {
        const d = event.data;
        const row = {
          package_id: d.packageId,
          request_id: event.type === 'PackageRenewalQueued' ? event.data.requestId : null,
          starts_on: d.startsOn,
          valid_until: d.validUntil,
          credits: d.credits,
          last_position: position,
        };
        await trx
          .insertInto('queued_renewals')
          .values({ user_id: d.userId, ...row })
          .onConflict((oc) => oc.column('user_id').doUpdateSet(row).where('queued_renewals.last_position', '<', position))
          .execute();
        return;
      }
      case 'PackageAssigned': {
        const d = event.data;
        // The decider's `activates` (services/packages/member-package.decider.ts): the request's own assignment, or
        // for the admin's renewal one without a request with the same package and end.
        const starts = d.requestId !== undefined
          ? sql<boolean>`request_id = ${d.requestId}`
          : sql<boolean>`request_id IS NULL AND package_id = ${d.packageId} AND valid_until = ${d.validUntil}::date`;
        await sql`
          UPDATE queued_renewals
          SET package_id = NULL, request_id = NULL, starts_on = NULL, valid_until = NULL, credits = NULL, last_position = ${position}
          WHERE user_id = ${d.userId} AND package_id IS NOT NULL AND last_position < ${position} AND ${starts}`.execute(trx);
        return;
      }
      case 'PackageExpiryMoved': {
        const { userId, days } = event.data;
        await sql`
          UPDATE queued_renewals
          SET starts_on = starts_on + ${days}::int, valid_until = valid_until + ${days}::int, last_position = ${position}
          WHERE user_id = ${userId} AND package_id IS NOT NULL AND last_position < ${position}`.execute(trx);
        return;
      }
      default:
        return;
    }
  },
};
