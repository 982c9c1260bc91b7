/**
 * The live in-app notices of the waitlist: "Reserva confirmada" when the member was promoted, "Se liberó un
 * lugar" when a place was offered to the whole list; and "Clase cancelada" when the studio cancelled a class the
 * member had booked (a closed day, a cancelled or moved class; the credit is back); and "Tu turno fijo terminó" when
 * the studio removed a turno fijo's class from the schedule. They arrive as facts of the member's `user:<id>` topic
 * (projections/booking/waitlist.topics.ts, standing-bookings.topics.ts); a tiny store, so the notice shows on whatever screen is open.
 */
export type WaitlistNotice = {
  key: string;
  userId: string;
  /**
   * 'moved': the member's booking followed a class the studio moved (the occurrence is the new one); 'movedWaitlist':
   * their place in its waitlist did.
   */
  kind: 'promoted' | 'offered' | 'cancelled' | 'moved' | 'movedWaitlist' | 'standingEnded';
  horario_id: number;
  /** The class's date; '' for a turno fijo, a weekly class (`dia_semana` says its day). */
  fecha: string;
  dia_semana?: string;
  hora: string;
  motivo?: string;
  disciplina?: string;
};

type Occurrence = { horario_id: number; fecha: string; hora: string };

let notices: readonly WaitlistNotice[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

const isOccurrence = (o: unknown): o is Occurrence =>
  typeof o === 'object' && o !== null && typeof (o as Occurrence).horario_id === 'number' && typeof (o as Occurrence).fecha === 'string' && typeof (o as Occurrence).hora === 'string';

type WeeklyClass = { horario_id: number; dia_semana: string; hora: string; disciplina?: unknown };
const isWeeklyClass = (w: unknown): w is WeeklyClass =>
  typeof w === 'object' && w !== null && typeof (w as WeeklyClass).horario_id === 'number' && typeof (w as WeeklyClass).dia_semana === 'string' && typeof (w as WeeklyClass).hora === 'string';

/** Records the notices a `user:<id>` topic's facts carry (nothing when it carries none). */
export function receiveWaitlistFacts(userId: string, data: unknown): void {
  if (typeof data !== 'object' || data === null) return;
  const facts = data as { promoted?: unknown; offered?: unknown; cancelled?: unknown; moved?: unknown; movedWaitlist?: unknown; standingEnded?: unknown };
  const incoming: WaitlistNotice[] = [];
  for (const kind of ['promoted', 'offered', 'cancelled', 'moved', 'movedWaitlist'] as const) {
    const list = facts[kind];
    if (!Array.isArray(list)) continue;
    for (const o of list.filter(isOccurrence)) {
      const { motivo, disciplina } = o as Occurrence & { motivo?: unknown; disciplina?: unknown };
      incoming.push({
        key: `${kind}|${userId}|${o.horario_id}|${o.fecha}`, userId, kind, horario_id: o.horario_id, fecha: o.fecha, hora: o.hora,
        ...(typeof motivo === 'string' && motivo ? { motivo } : {}),
        ...(typeof disciplina === 'string' && disciplina ? { disciplina } : {}),
      });
    }
  }
  for (const w of Array.isArray(facts.standingEnded) ? facts.standingEnded.filter(isWeeklyClass) : []) {
    incoming.push({
      key: `standingEnded|${userId}|${w.horario_id}`, userId, kind: 'standingEnded', horario_id: w.horario_id, fecha: '', hora: w.hora, dia_semana: w.dia_semana,
      ...(typeof w.disciplina === 'string' && w.disciplina ? { disciplina: w.disciplina } : {}),
    });
  }
  const fresh = incoming.filter((n) => !notices.some((m) => m.key === n.key));
  if (fresh.length === 0) return;
  notices = [...notices, ...fresh];
  emit();
}

export function dismissWaitlistNotice(key: string): void {
  notices = notices.filter((n) => n.key !== key);
  emit();
}

export const subscribeWaitlistNotices = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const waitlistNotices = () => notices;
