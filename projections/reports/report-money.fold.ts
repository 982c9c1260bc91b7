import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import type { Database } from '../../db/schema';
import type { ReportFigure } from '../../db/tables/reports';
import { studioTime } from '../../domain/time/studio-time';
import { findPriceCents } from './report-catalog.fold';

type Trx = Kysely<Database>;

/**
 * Sales recorded as events of their own. A renewal or a top-up (issue 13 §3) is its own, explicit sale: when
 * those events exist, list their types here with how to read the package from them; every other assignment goes
 * through PackageAssigned below.
 */
export const EXPLICIT_SALE_TYPES: Record<string, (data: Record<string, unknown>) => { userId: string; packageId: number } | undefined> = {};

export const MONEY_TYPES = ['PackageAssigned', 'PackageRemoved', 'CreditsExpired', 'CreditConsumed', 'CreditRestored', ...Object.keys(EXPLICIT_SALE_TYPES)];

interface Entry {
  cifra: ReportFigure;
  kind: string;
  userId: string;
  packageId: number | null;
  amount: number;
}

/**
 * The events behind the money and credit figures (reports@v2). Income is what the members really hold: a sale
 * at the package's price at that moment, a removal reverses the price it was sold at, and assigning again, in
 * the same command, the package a member held (the decider removes it first) replaces it instead of selling it
 * twice. Credits used are consumed minus restored (a forfeited late cancel restores nothing, so it stays used).
 */
export async function foldMoney(trx: Trx, recorded: RecordedEvent, tz: string): Promise<void> {
  const data = recorded.data as Record<string, unknown>;
  const userId = String(data.userId ?? '');
  const credits = Number((data as { credits?: number }).credits ?? 1);
  switch (recorded.type) {
    case 'CreditConsumed':
      return addEntry(trx, recorded, tz, { cifra: 'creditos', kind: 'consumo', userId, packageId: null, amount: credits });
    case 'CreditRestored':
      return addEntry(trx, recorded, tz, { cifra: 'creditos', kind: 'devolucion', userId, packageId: null, amount: -credits });
    case 'PackageAssigned':
      return assigned(trx, recorded, tz, userId, Number(data.packageId));
    case 'PackageRemoved':
      return removed(trx, recorded, tz, userId);
    case 'CreditsExpired':
      return ended(trx, userId, recorded.globalPosition);
    default: {
      const sale = EXPLICIT_SALE_TYPES[recorded.type]?.(data);
      if (sale) await sell(trx, recorded, tz, sale.userId, sale.packageId);
    }
  }
}

/** Events of one command share its request (correlation) and its clock reading. */
const commandOf = (recorded: RecordedEvent) => `${recorded.metadata.correlationId ?? ''}|${recorded.metadata.now ?? ''}`;

async function heldBy(trx: Trx, userId: string) {
  return trx.selectFrom('report_member_packages').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

async function assigned(trx: Trx, recorded: RecordedEvent, tz: string, userId: string, packageId: number): Promise<void> {
  const position = recorded.globalPosition;
  const held = await heldBy(trx, userId);
  if (held && Number(held.last_position) >= position) return;
  const replaces = held?.package_id === packageId && held.removed_position !== null && held.removed_command === commandOf(recorded);
  if (!replaces) return sell(trx, recorded, tz, userId, packageId);
  // The removal just before was this replacement's first half: it reverses nothing, and the sale stands.
  await trx.updateTable('report_entries').set({ kind: 'reemplazo', amount: 0 })
    .where('position', '=', Number(held.removed_position)).where('cifra', '=', 'ingresos').execute();
  await addEntry(trx, recorded, tz, { cifra: 'ingresos', kind: 'reemplazo', userId, packageId, amount: 0 });
  await trx.updateTable('report_member_packages').set({ removed_position: null, removed_command: null, last_position: position })
    .where('user_id', '=', userId).execute();
}

async function sell(trx: Trx, recorded: RecordedEvent, tz: string, userId: string, packageId: number): Promise<void> {
  const position = recorded.globalPosition;
  const price = await findPriceCents(trx, packageId);
  await addEntry(trx, recorded, tz, { cifra: 'ingresos', kind: 'venta', userId, packageId, amount: price });
  const row = { package_id: packageId, price_cents: price, sale_position: position, removed_position: null, removed_command: null, last_position: position };
  await trx.insertInto('report_member_packages').values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row).where('report_member_packages.last_position', '<', position))
    .execute();
}

async function removed(trx: Trx, recorded: RecordedEvent, tz: string, userId: string): Promise<void> {
  const position = recorded.globalPosition;
  const held = await heldBy(trx, userId);
  if (!held || Number(held.last_position) >= position || held.package_id === null || held.removed_position !== null) return;
  await addEntry(trx, recorded, tz, { cifra: 'ingresos', kind: 'reversion', userId, packageId: held.package_id, amount: -Number(held.price_cents) });
  await trx.updateTable('report_member_packages')
    .set({ removed_position: position, removed_command: commandOf(recorded), last_position: position })
    .where('user_id', '=', userId).execute();
}

/** Validity ended: the package was used up in time, nothing to reverse. */
async function ended(trx: Trx, userId: string, position: number): Promise<void> {
  await trx.updateTable('report_member_packages').set({ package_id: null, removed_position: null, removed_command: null, last_position: position })
    .where('user_id', '=', userId).where('last_position', '<', position).execute();
}

/** The entry's day is the studio day of the command's clock (the sale's own day), else of its recording. */
async function addEntry(trx: Trx, recorded: RecordedEvent, tz: string, entry: Entry): Promise<void> {
  const at = recorded.metadata.now ? new Date(recorded.metadata.now) : recorded.recordedAt;
  await trx.insertInto('report_entries')
    .values({
      position: recorded.globalPosition, cifra: entry.cifra, day: studioTime(at, tz).date, occurred_at: at,
      kind: entry.kind, user_id: entry.userId, package_id: entry.packageId, amount: entry.amount,
    })
    .onConflict((oc) => oc.columns(['position', 'cifra']).doNothing())
    .execute();
}
