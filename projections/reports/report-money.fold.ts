import { sql, type Kysely } from 'kysely';
import { monthlyAccountStream } from '../../events/streams';
import type { RecordedEvent } from '../../events/framework/event';
import type { Database } from '../../db/schema';
import type { ReportFigure } from '../../db/tables/reports';
import { studioTime } from '../../domain/time/studio-time';
import { findPriceCents } from './report-catalog.fold';

type Trx = Kysely<Database>;

/**
 * Renewals and top-ups are sales of their own: the request (PackageRenewalRequested) names the package
 * and the kind, its approval (PackageRequestApproved) sells it; a queued renewal's activation later
 * (PackageAssigned carrying its requestId) sells nothing again. A new kind of explicit sale goes here.
 */
export const MONEY_TYPES = [
  'PackageAssigned', 'PackageRemoved', 'CreditsExpired', 'CreditConsumed', 'CreditRestored',
  'PackageRequested', 'PackageRenewalRequested', 'PackageRequestApproved', 'MonthlyPaymentRecorded',
];

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
      return assigned(trx, recorded, tz, userId, Number(data.packageId), data.requestId);
    case 'PackageRemoved':
      return removed(trx, recorded, tz, userId);
    case 'CreditsExpired':
      return ended(trx, userId, recorded.globalPosition);
    case 'PackageRequested':
    case 'PackageRenewalRequested':
      return noteRequest(trx, recorded.globalPosition, userId, data);
    case 'PackageRequestApproved':
      return sellRequest(trx, recorded, tz, Number(data.requestId));
    case 'MonthlyPaymentRecorded':
      return addEntry(trx, recorded, tz, { cifra: 'ingresos', kind: 'cuota', userId, packageId: await planPackageOf(trx, userId), amount: Number(data.amount) });
    default:
      return;
  }
}

/**
 * A request waits for its approval. What she was asked to transfer (its `amount`, by the price list) is what it sells
 * at; a request without one sells at the package's price when it is sold. A first request (`nuevo`) sells on its
 * PackageAssigned, a renewal or a top-up on its approval.
 */
async function noteRequest(trx: Trx, position: number, userId: string, data: Record<string, unknown>): Promise<void> {
  const asked = typeof data.amount === 'number' ? data.amount : null;
  await trx.insertInto('report_requests')
    .values({ request_id: Number(data.requestId), user_id: userId, package_id: Number(data.packageId), kind: String(data.kind ?? 'nuevo'), price_cents: asked, sold_position: null, last_position: position })
    .onConflict((oc) => oc.column('request_id').doNothing())
    .execute();
}

/** A renewal or top-up approved: sold now, at the package's price of this moment (a first request sells on its PackageAssigned). */
async function sellRequest(trx: Trx, recorded: RecordedEvent, tz: string, requestId: number): Promise<void> {
  const request = await trx.selectFrom('report_requests').selectAll().where('request_id', '=', requestId).executeTakeFirst();
  if (!request || request.kind === 'nuevo' || request.sold_position !== null) return;
  const price = request.price_cents === null ? await findPriceCents(trx, request.package_id) : Number(request.price_cents);
  await addEntry(trx, recorded, tz, { cifra: 'ingresos', kind: request.kind, userId: request.user_id, packageId: request.package_id, amount: price });
  await trx.updateTable('report_requests').set({ price_cents: price, sold_position: recorded.globalPosition, last_position: recorded.globalPosition })
    .where('request_id', '=', requestId).where('sold_position', 'is', null).execute();
}

/** The sold renewal this assignment activates, if it is one. */
async function soldRenewal(trx: Trx, requestId: unknown) {
  if (typeof requestId !== 'number') return undefined;
  return trx.selectFrom('report_requests').selectAll()
    .where('request_id', '=', requestId).where('kind', '=', 'renovacion').where('sold_position', 'is not', null).executeTakeFirst();
}

/** Events of one command share its request (correlation) and its clock reading. */
const commandOf = (recorded: RecordedEvent) => `${recorded.metadata.correlationId ?? ''}|${recorded.metadata.now ?? ''}`;

/**
 * Whether a package event of hers came with a monthly plan's month (services/billing: the month's charge and its
 * package are one command): the log holds the charge on her account's stream under the same command.
 */
export async function isPlanMonth(trx: Trx, recorded: RecordedEvent, userId: string): Promise<boolean> {
  const { rows } = await sql<{ one: number }>`
    SELECT 1 AS one FROM es_events e
    WHERE e.stream_id = ${monthlyAccountStream(userId).streamId} AND e.event_type = 'MonthlyChargeDue'
      AND coalesce(e.metadata->>'correlationId', '') = ${recorded.metadata.correlationId ?? ''}
      AND coalesce(e.metadata->>'now', '') = ${recorded.metadata.now ?? ''}
    LIMIT 1`.execute(trx);
  return rows.length > 0;
}

/** The package her monthly plan renews (the income per package counts her fees under it). */
async function planPackageOf(trx: Trx, userId: string): Promise<number | null> {
  const { rows } = await sql<{ package_id: number }>`
    SELECT (e.data->>'planId')::int AS package_id FROM es_events e
    WHERE e.stream_id = ${monthlyAccountStream(userId).streamId} AND e.event_type = 'MonthlyPlanAssigned'
    ORDER BY e.stream_position DESC LIMIT 1`.execute(trx);
  return rows[0]?.package_id ?? null;
}

async function heldBy(trx: Trx, userId: string) {
  return trx.selectFrom('report_member_packages').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

async function assigned(trx: Trx, recorded: RecordedEvent, tz: string, userId: string, packageId: number, requestId: unknown): Promise<void> {
  const position = recorded.globalPosition;
  const held = await heldBy(trx, userId);
  if (held && Number(held.last_position) >= position) return;
  // A monthly plan's month sells nothing: her payments are the income (MonthlyPaymentRecorded).
  if (await isPlanMonth(trx, recorded, userId)) return hold(trx, userId, packageId, 0, position, position);
  const renewal = await soldRenewal(trx, requestId);
  if (renewal) return hold(trx, userId, packageId, Number(renewal.price_cents), Number(renewal.sold_position), position);
  const replaces = held?.package_id === packageId && held.removed_position !== null && held.removed_command === commandOf(recorded);
  if (!replaces) return sell(trx, recorded, tz, userId, packageId, await askedAmount(trx, requestId));
  // The removal just before was this replacement's first half: it reverses nothing, and the sale stands.
  await trx.updateTable('report_entries').set({ kind: 'reemplazo', amount: 0 })
    .where('position', '=', Number(held.removed_position)).where('cifra', '=', 'ingresos').execute();
  await addEntry(trx, recorded, tz, { cifra: 'ingresos', kind: 'reemplazo', userId, packageId, amount: 0 });
  await trx.updateTable('report_member_packages').set({ removed_position: null, removed_command: null, last_position: position })
    .where('user_id', '=', userId).execute();
}

/** What her first request asked her to transfer, when it had a price list's amount. */
async function askedAmount(trx: Trx, requestId: unknown): Promise<number | undefined> {
  if (typeof requestId !== 'number') return undefined;
  const row = await trx.selectFrom('report_requests').select('price_cents')
    .where('request_id', '=', requestId).where('kind', '=', 'nuevo').where('price_cents', 'is not', null).executeTakeFirst();
  return row ? Number(row.price_cents) : undefined;
}

async function sell(trx: Trx, recorded: RecordedEvent, tz: string, userId: string, packageId: number, asked?: number): Promise<void> {
  const position = recorded.globalPosition;
  const price = asked ?? (await findPriceCents(trx, packageId));
  await addEntry(trx, recorded, tz, { cifra: 'ingresos', kind: 'venta', userId, packageId, amount: price });
  await hold(trx, userId, packageId, price, position, position);
}

/** The member now holds `packageId`, sold at `price` by the event at `salePosition`. */
async function hold(trx: Trx, userId: string, packageId: number, price: number, salePosition: number, position: number): Promise<void> {
  const row = { package_id: packageId, price_cents: price, sale_position: salePosition, removed_position: null, removed_command: null, last_position: position };
  await trx.insertInto('report_member_packages').values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row).where('report_member_packages.last_position', '<', position))
    .execute();
}

async function removed(trx: Trx, recorded: RecordedEvent, tz: string, userId: string): Promise<void> {
  const position = recorded.globalPosition;
  const held = await heldBy(trx, userId);
  if (!held || Number(held.last_position) >= position || held.package_id === null || held.removed_position !== null) return;
  // The month before of a monthly plan makes way for the next: nothing was sold, nothing is reversed.
  if (await isPlanMonth(trx, recorded, userId)) return;
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
