/** Activity of one day (GET /api/reportes/resumen). `revenue` is ARS. */
export type DayActivity = {
  date: string;
  bookings: number;
  cancellations: number;
  cancelledByMember: number;
  cancelledByAdmin: number;
  cancelledByStudio: number;
  creditsConsumed: number;
  creditsRestored: number;
  requests: number;
  approvals: number;
  rejections: number;
  packagesAssigned: number;
  /** Packages sold at their price of that moment minus reversals. */
  revenue: number;
  sales: number;
  reversals: number;
  /** Consumed minus returned. */
  creditsUsed: number;
  newMembers: number;
};

export type PackageIncome = { packageId: number; package: string; sales: number; reversals: number; revenue: number };

export type ReportSummary = {
  desde: string;
  hasta: string;
  totals: Omit<DayActivity, 'date'> & { pendingRequests: number };
  days: DayActivity[];
  byPackage: PackageIncome[];
};

/** The figures with a drill-down (GET /api/reportes/detalle). */
export type Figure = 'ingresos' | 'creditos';

export type FigureEntry = {
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
};

export type FigureDetail = { desde: string; hasta: string; cifra: Figure; total: number; truncated: boolean; entries: FigureEntry[] };

export type AttendanceTotals = { occurrences: number; attendance: number; capacity: number; occupancy: number };

export type AttendanceRow = AttendanceTotals & {
  disciplineId: number | null;
  discipline: string;
  /** 1 = Lunes … 7 = Domingo. */
  weekday: number;
  hour: number;
};

export type AttendanceReport = { desde: string; hasta: string; totals: AttendanceTotals; rows: AttendanceRow[] };

export type ReportStatus = {
  processor: string;
  position: number;
  head: number;
  lag: number;
  status: string;
  updatedAt: string | null;
  upToDate: boolean;
};
