/** The reports' answers, derived from contract/reports.ts (type imports only: no TypeBox in the bundle). */
import type { Static } from 'typebox';
import type { AttendanceSchema, DetailSchema, FIGURES, StatusSchema, SummarySchema } from '../../../../../contract/reports';

/** GET /api/reportes/resumen. `revenue` is ARS. */
export type ReportSummary = Static<typeof SummarySchema>;
/** Activity of one day of the summary. */
export type DayActivity = ReportSummary['days'][number];
export type PackageIncome = ReportSummary['byPackage'][number];

/** The figures with a drill-down (GET /api/reportes/detalle). */
export type Figure = (typeof FIGURES)[number];
export type FigureDetail = Static<typeof DetailSchema>;
/** ARS for ingresos, credits for creditos; signed. */
export type FigureEntry = FigureDetail['entries'][number];

/** GET /api/reportes/ocupacion. */
export type AttendanceReport = Static<typeof AttendanceSchema>;
export type AttendanceTotals = AttendanceReport['totals'];
/** 1 = Lunes … 7 = Domingo. */
export type AttendanceRow = AttendanceReport['rows'][number];

/** GET /api/reportes/estado. */
export type ReportStatus = Static<typeof StatusSchema>;
