import { Type } from 'typebox';

// Checked in the handler (parseReportRange) so each mistake gets its own Spanish detail.
export const RangeQuery = Type.Object(
  { desde: Type.Optional(Type.String({ maxLength: 20 })), hasta: Type.Optional(Type.String({ maxLength: 20 })) },
  { additionalProperties: false },
);

const Count = Type.Integer({ minimum: 0 });

const activity = {
  bookings: Count,
  cancellations: Count,
  cancelledByMember: Count,
  cancelledByAdmin: Count,
  cancelledByStudio: Count,
  creditsConsumed: Count,
  creditsRestored: Count,
  requests: Count,
  approvals: Count,
  rejections: Count,
  packagesAssigned: Count,
  /** ARS. */
  revenue: Type.Number(),
  newMembers: Count,
};

export const SummarySchema = Type.Object({
  desde: Type.String(),
  hasta: Type.String(),
  totals: Type.Object({ ...activity, pendingRequests: Count }),
  days: Type.Array(Type.Object({ date: Type.String(), ...activity })),
});

const AttendanceTotals = {
  occurrences: Count,
  attendance: Count,
  capacity: Count,
  /** attendance / capacity, 0…1 (over 1 when a lowered capacity kept members already in). */
  occupancy: Type.Number(),
};

export const AttendanceSchema = Type.Object({
  desde: Type.String(),
  hasta: Type.String(),
  totals: Type.Object(AttendanceTotals),
  rows: Type.Array(
    Type.Object({
      disciplineId: Type.Union([Type.Integer(), Type.Null()]),
      discipline: Type.String(),
      weekday: Type.Integer({ minimum: 1, maximum: 7 }),
      hour: Type.Integer({ minimum: 0, maximum: 23 }),
      ...AttendanceTotals,
    }),
  ),
});

export const StatusSchema = Type.Object({
  processor: Type.String(),
  position: Count,
  head: Count,
  lag: Count,
  status: Type.String(),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
  upToDate: Type.Boolean(),
});
