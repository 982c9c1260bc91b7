import type { Db } from '../../db/database';
import { findHeldPackage, heldPackagesByUser, listCreditHistory, type HeldPackageView } from '../../projections/packages/member-packages.queries';
import { findLatestRequest, type PackageRequestView } from '../../projections/packages/package-requests.queries';
import { queuedRenewalsByUser } from '../../projections/packages/queued-renewals.queries';
import { daysUntil, studioTime } from '../../domain/time/studio-time';
import { receiptUrl } from './receipt-url';

export { receiptUrl };

const packageFields = (held: HeldPackageView | undefined, now: Date, tz: string) => ({
  paquete_id: held?.packageId ?? null,
  valido_hasta: held?.validUntil ?? null,
  creditos_restantes: held?.credits ?? 0,
  // A monthly plan's month by the week or unlimited: her credits then only bound the month, these are her classes.
  ...(held?.weeklyClasses ? { clases_por_semana: held.weeklyClasses } : {}),
  ...(held?.unlimited ? { libre: true } : {}),
  comprobante_url: held?.receiptRequestId ? receiptUrl(held.receiptRequestId) : null,
  comprobante_tipo: held?.receiptMime ?? null,
  // docs/product.md §4: days remaining = ceiling of days until valido_hasta (a studio-calendar day).
  dias_restantes: held ? daysUntil(now, tz, held.validUntil) : 0,
});

export const toRequestRow = (r: PackageRequestView) => ({
  id: r.id,
  clerkUserId: r.userId,
  nombre_usuario: `${r.firstName} ${r.lastName}`.trim(),
  email: r.email,
  paquete_id: r.packageId,
  paquete: r.packageName,
  cantidad_clases: r.cantidadClases,
  precio: r.precio,
  estado: r.status,
  tipo: r.kind,
  motivo: r.reason,
  fecha: r.requestedAt.toISOString(),
  comprobante_url: receiptUrl(r.id),
  comprobante_tipo: r.receiptMime,
});

/** getUserPackage: what the member holds today (null package when none) and their latest request. */
export async function memberPackageView(db: Db, userId: string, now: Date, tz: string) {
  const held = await findHeldPackage(db, userId, studioTime(now, tz).date);
  const latest = await findLatestRequest(db, userId);
  const queued = (await queuedRenewalsByUser(db, [userId])).get(userId);
  const renovacion_en_cola = queued ? { paquete: queued.packageName, desde: queued.startsOn, hasta: queued.validUntil, creditos: queued.credits } : null;
  const solicitud = latest && {
    id: latest.id,
    paquete_id: latest.packageId,
    paquete: latest.packageName,
    estado: latest.status,
    tipo: latest.kind,
    motivo: latest.reason,
    fecha: latest.requestedAt.toISOString(),
    comprobante_url: receiptUrl(latest.id),
    comprobante_tipo: latest.receiptMime,
  };
  return { ...packageFields(held, now, tz), nombre: held?.name ?? null, solicitud: solicitud ?? null, renovacion_en_cola };
}

/** The admin's Usuarios rows: each user with the package they hold today. */
export async function withPackages<U extends { clerkUserId: string }>(db: Db, users: readonly U[], now: Date, tz: string) {
  const held = await heldPackagesByUser(db, users.map((u) => u.clerkUserId), studioTime(now, tz).date);
  return users.map((user) => {
    const h = held.get(user.clerkUserId);
    return { ...user, ...packageFields(h, now, tz), paquete: h?.name ?? null };
  });
}

export async function creditHistoryView(db: Db, userId: string) {
  const entries = await listCreditHistory(db, userId);
  return entries.map((e) => ({
    at: e.at.toISOString(),
    kind: e.kind,
    delta: e.delta,
    balance: e.balance,
    paquete: e.packageName,
    actor: e.actorName ?? (e.actorId === 'system' ? 'Sistema' : null),
    reason: e.reason,
    clase: e.booking && { disciplina: e.booking.discipline, fecha: e.booking.fecha, hora: e.booking.hora },
  }));
}
