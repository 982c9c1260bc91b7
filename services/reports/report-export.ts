import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { EXPORTS } from '../../contract/reports';
import { studioInstant, studioTime } from '../../domain/time/studio-time';
import { listBookingsForExport, listLedgerForExport, listMembersForExport, MAX_EXPORT_ROWS } from '../../projections/reports/report-export.queries';
import { listFigureEntries } from '../../projections/reports/report-money.queries';
import type { DateRange } from '../../projections/reports/reports.queries';
import { CSV_ES, csvAmount, csvDate, csvDocument, type CsvFormat } from './csv';
import { CREDIT_LEDGER_KIND_LABELS, INCOME_KIND_LABELS } from '../../contract/wording';

export type ExportKind = (typeof EXPORTS)[number];

/** The export's CSV: Spanish headers, dd/mm/aaaa dates and 24-hour times on the studio's clock; `now` from the injected clock. */
export async function exportCsv(db: Kysely<Database>, kind: ExportKind, range: DateRange, clock: { tz: string; now: Date }, format: CsvFormat = CSV_ES): Promise<string> {
  const { tz } = clock;
  const start = studioInstant(range.from, '00:00', tz);
  const end = studioInstant(nextDay(range.to), '00:00', tz);
  const day = (instant: Date) => csvDate(studioTime(instant, tz).date);
  const time = (instant: Date) => studioTime(instant, tz).time;
  switch (kind) {
    case 'socios': {
      // The members as of the range's last day (a member list is a state, not a stream); "Alta" says since when.
      // Their package is the one valid today: an expired one the hourly job has not cleared yet is not shown.
      const rows = await listMembersForExport(db, end, studioTime(clock.now, tz).date);
      return csvDocument(['Socio', 'Email', 'Paquete', 'Créditos', 'Vence', 'Alta'], rows.map((m) => [
        `${m.firstName} ${m.lastName}`.trim(), m.email, m.package ?? 'Sin paquete', m.credits, m.validUntil ? csvDate(m.validUntil) : null, day(m.registeredAt),
      ]), format);
    }
    case 'reservas': {
      const rows = await listBookingsForExport(db, range);
      return csvDocument(['Fecha', 'Hora', 'Disciplina', 'Socio', 'Estado', 'Reservada el', 'Cancelada el'], rows.map((b) => [
        csvDate(b.date), b.time, b.discipline, b.member, b.active ? 'Reservada' : 'Cancelada',
        `${day(b.bookedAt)} ${time(b.bookedAt)}`, b.cancelledAt ? `${day(b.cancelledAt)} ${time(b.cancelledAt)}` : null,
      ]), format);
    }
    case 'creditos': {
      const rows = await listLedgerForExport(db, start, end);
      return csvDocument(['Fecha', 'Hora', 'Socio', 'Movimiento', 'Créditos', 'Saldo', 'Paquete', 'Detalle'], rows.map((l) => [
        day(l.at), time(l.at), l.member, CREDIT_LEDGER_KIND_LABELS[l.kind] ?? l.kind, l.delta, l.balance, l.package, l.reason,
      ]), format);
    }
    case 'ingresos': {
      const rows = await listFigureEntries(db, range, 'ingresos', MAX_EXPORT_ROWS);
      return csvDocument(['Fecha', 'Hora', 'Socio', 'Paquete', 'Tipo', 'Importe'], rows.map((e) => [
        csvDate(e.date), time(new Date(e.at)), e.member, e.package, INCOME_KIND_LABELS[e.kind] ?? e.kind, csvAmount(e.amount, format),
      ]), format);
    }
  }
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
