import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A renewal waiting for the member's package to end: which package, from which studio day, until which, credits. */
export interface QueuedRenewalView {
  packageId: number;
  packageName: string;
  /** YYYY-MM-DD: the first day it counts. */
  startsOn: string;
  /** YYYY-MM-DD: it counts until this day begins, as member_packages.valido_hasta. */
  validUntil: string;
  credits: number;
}

const dayText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

/** The queued renewal of each of the given members that has one. */
export async function queuedRenewalsByUser(db: Kysely<Database>, userIds: readonly string[]): Promise<Map<string, QueuedRenewalView>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('queued_renewals as q')
    .leftJoin('packages as p', 'p.id', 'q.package_id')
    .select(['q.user_id', 'q.package_id', 'q.starts_on', 'q.valid_until', 'q.credits', 'p.nombre'])
    .where('q.user_id', 'in', userIds)
    .where('q.package_id', 'is not', null)
    .execute();
  return new Map(
    rows.map((r) => [
      r.user_id,
      {
        packageId: r.package_id!,
        packageName: r.nombre ?? `Paquete ${r.package_id}`,
        startsOn: dayText(r.starts_on),
        validUntil: dayText(r.valid_until),
        credits: r.credits ?? 0,
      },
    ]),
  );
}
