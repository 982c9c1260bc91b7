/**
 * The live in-app notices of the waitlist: "Reserva confirmada" when the member was promoted, "Se liberó un
 * lugar" when a place was offered to the whole list; and "Clase cancelada" when the studio cancelled a class the
 * member had booked (issue 13: a closed day, a cancelled or moved class; the credit is back). They arrive as facts of the member's `user:<id>` topic
 * (projections/booking/waitlist.topics.ts); a tiny store, so the notice shows on whatever screen is open.
 */
export type WaitlistNotice = {
  key: string;
  userId: string;
  /**
   * 'moved': the member's booking followed a class the studio moved (the occurrence is the new one); 'movedWaitlist':
   * their place in its waitlist did.
   */
  kind: 'promoted' | 'offered' | 'cancelled' | 'moved' | 'movedWaitlist';
  horario_id: number;
  fecha: string;
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

/** Records the notices a `user:<id>` topic's facts carry (nothing when it carries none). */
export function receiveWaitlistFacts(userId: string, data: unknown): void {
  if (typeof data !== 'object' || data === null) return;
  const facts = data as { promoted?: unknown; offered?: unknown; cancelled?: unknown; moved?: unknown; movedWaitlist?: unknown };
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
