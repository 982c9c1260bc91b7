import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ReportFigure } from '../../db/tables/reports';
import type { DateRange } from './reports.queries';

/** A day's money and credits as reports@v2 nets them. */
export interface DayMoney {
  /** ARS: sales at their price minus reversals. */
  revenue: number;
  sales: number;
  reversals: number;
  /** Consumed minus restored. */
  creditsUsed: number;
}

export const EMPTY_MONEY: DayMoney = { revenue: 0, sales: 0, reversals: 0, creditsUsed: 0 };

/** Net income and credits used per studio day of the range (days without entries are absent). */
export async function listDayMoney(db: Kysely<Database>, range: DateRange): Promise<Map<string, DayMoney>> {
  const { rows } = await sql<{ day: string | Date; cents: string | number; sales: number; reversals: number; credits: string | number }>`
    SELECT day,
           coalesce(sum(amount) FILTER (WHERE cifra = 'ingresos'), 0) AS cents,
           count(*) FILTER (WHERE cifra = 'ingresos' AND kind IN ('venta', 'renovacion', 'recarga', 'cuota'))::int AS sales,
           count(*) FILTER (WHERE cifra = 'ingresos' AND kind = 'reversion')::int AS reversals,
           coalesce(sum(amount) FILTER (WHERE cifra = 'creditos'), 0) AS credits
    FROM report_entries WHERE day >= ${range.from} AND day <= ${range.to}
    GROUP BY day`.execute(db);
  return new Map(rows.map((r) => [dayText(r.day), { revenue: Number(r.cents) / 100, sales: r.sales, reversals: r.reversals, creditsUsed: Number(r.credits) }]));
}

export interface PackageIncome {
  packageId: number;
  package: string;
  sales: number;
  reversals: number;
  /** ARS, net. */
  revenue: number;
}

/** Net income of the range per package, the highest first. */
export async function listPackageIncome(db: Kysely<Database>, range: DateRange): Promise<PackageIncome[]> {
  const { rows } = await sql<{ package_id: number; nombre: string | null; sales: number; reversals: number; cents: string | number }>`
    SELECT e.package_id, p.nombre,
           count(*) FILTER (WHERE e.kind IN ('venta', 'renovacion', 'recarga', 'cuota'))::int AS sales,
           count(*) FILTER (WHERE e.kind = 'reversion')::int AS reversals,
           sum(e.amount) AS cents
    FROM report_entries e LEFT JOIN packages p ON p.id = e.package_id
    WHERE e.cifra = 'ingresos' AND e.package_id IS NOT NULL AND e.day >= ${range.from} AND e.day <= ${range.to}
    GROUP BY e.package_id, p.nombre
    ORDER BY sum(e.amount) DESC, e.package_id`.execute(db);
  return rows.map((r) => ({
    packageId: r.package_id, package: r.nombre ?? `Paquete ${r.package_id}`, sales: r.sales, reversals: r.reversals, revenue: Number(r.cents) / 100,
  }));
}

/** Net income of the range per package and month (for income in constant pesos: each month has its own index). */
export async function listPackageIncomeByMonth(db: Kysely<Database>, range: DateRange): Promise<{ packageId: number; month: string; revenue: number }[]> {
  const { rows } = await sql<{ package_id: number; month: string; cents: string | number }>`
    SELECT e.package_id, to_char(e.day, 'YYYY-MM') AS month, sum(e.amount) AS cents
    FROM report_entries e
    WHERE e.cifra = 'ingresos' AND e.package_id IS NOT NULL AND e.day >= ${range.from} AND e.day <= ${range.to}
    GROUP BY e.package_id, to_char(e.day, 'YYYY-MM')`.execute(db);
  return rows.map((r) => ({ packageId: r.package_id, month: r.month, revenue: Number(r.cents) / 100 }));
}

export interface FigureEntry {
  position: number;
  date: string;
  at: string;
  kind: string;
  userId: string;
  member: string;
  packageId: number | null;
  package: string | null;
  /** ARS for ingresos, credits for creditos; signed. */
  amount: number;
}

export const MAX_ENTRIES = 2000;

/** The events behind one figure over the range, in log order (at most `limit`: the drill-down's MAX_ENTRIES, or an export's). */
export async function listFigureEntries(db: Kysely<Database>, range: DateRange, cifra: ReportFigure, limit = MAX_ENTRIES): Promise<FigureEntry[]> {
  const rows = await db.selectFrom('report_entries as e')
    .leftJoin('users as u', 'u.user_id', 'e.user_id')
    .leftJoin('packages as p', 'p.id', 'e.package_id')
    .select(['e.position', 'e.day', 'e.occurred_at', 'e.kind', 'e.user_id', 'e.package_id', 'e.amount', 'u.first_name', 'u.last_name', 'p.nombre'])
    .where('e.cifra', '=', cifra).where('e.day', '>=', range.from).where('e.day', '<=', range.to)
    .orderBy('e.position').limit(limit).execute();
  return rows.map((r) => ({
    position: Number(r.position),
    date: dayText(r.day),
    at: new Date(r.occurred_at).toISOString(),
    kind: r.kind,
    userId: r.user_id,
    member: r.first_name ? `${r.first_name} ${r.last_name ?? ''}`.trim() : r.user_id,
    packageId: r.package_id,
    package: r.package_id === null ? null : (r.nombre ?? `Paquete ${r.package_id}`),
    amount: cifra === 'ingresos' ? Number(r.amount) / 100 : Number(r.amount),
  }));
}

// A `date` column reads as text on one driver and as a Date at UTC midnight on another.
const dayText = (day: string | Date) => (typeof day === 'string' ? day.slice(0, 10) : day.toISOString().slice(0, 10));
