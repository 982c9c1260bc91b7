/** One line of the booking audit (POST /api/reservas/historialUsuario and …/ocupacion), straight from the log. */
export type HistoryEntry = {
  at: string;
  kind: 'booked' | 'cancelled';
  bookingId: number;
  horario_id: number;
  fecha: string;
  hora: string;
  userId: string;
  userName: string;
  /** Null when the studio itself acted (a class removed or moved). */
  actorId: string | null;
  actorName: string;
  reason: string | null;
  /** A late cancellation that kept the credit ('perdido'), or whose credit an admin gave back ('devuelto'). */
  credito?: 'perdido' | 'devuelto' | null;
};

/** A member holding a place in one class occurrence. */
export type RosterEntry = { id: number; clerk_user_id: string; nombre: string; booked_at: string };

export type Occupancy = { roster: RosterEntry[]; history: HistoryEntry[] };

/** A weekly slot of GET /api/horarios/getHorarios (`weekday`, 1 = Lunes, when the server sends it). */
export type WeeklySlot = {
  id: number;
  dia_semana: string;
  weekday?: number;
  hora: string;
  disciplina_id: number;
  disciplina: string;
  cupo_maximo: number;
};

/** The fields of GET /api/user/getUsers the member picker needs. */
export type AuditUser = { clerkUserId: string; firstName: string; lastName: string; email: string };
