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
  revenue: number;
  newMembers: number;
};

export type ReportSummary = {
  desde: string;
  hasta: string;
  totals: Omit<DayActivity, 'date'> & { pendingRequests: number };
  days: DayActivity[];
};

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
