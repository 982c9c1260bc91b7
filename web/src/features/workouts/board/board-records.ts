import type { DiaPizarra, Pizarra } from '../../../../../contract/class-board';

/** A record that reached the pizarra while it was open: whose, and in which exercise. */
export type LiveRecord = { clerkUserId: string; nombre: string; ejercicio: string };

const exerciseBySet = (dia: DiaPizarra) => new Map(dia.bloques.flatMap((b) => b.ejercicios.flatMap((e) => e.series.map((s) => [s.id, e.nombre] as const))));

const recordKeys = (board: Pizarra) =>
  new Set(board.socios.flatMap((s) => s.hechas.flatMap((h) => h.records.map((tipo) => `${s.clerk_user_id}/${h.serie_id}/${tipo}`))));

/**
 * The records `after` shows that `before` did not: what arrived live, to celebrate. None on the first data (the
 * records already there when the board opens were celebrated when they happened) nor when the day shown changed.
 * One per member and exercise, however many sets or kinds (weight, e1RM, reps) she beat at once.
 */
export function newRecords(before: Pizarra | undefined, after: Pizarra): LiveRecord[] {
  if (!before?.dia || !after.dia || before.dia.dia_id !== after.dia.dia_id) return [];
  const had = recordKeys(before);
  const exercises = exerciseBySet(after.dia);
  const found = new Map<string, LiveRecord>();
  for (const socio of after.socios) {
    for (const hecha of socio.hechas) {
      const ejercicio = exercises.get(hecha.serie_id);
      if (!ejercicio || !hecha.records.some((tipo) => !had.has(`${socio.clerk_user_id}/${hecha.serie_id}/${tipo}`))) continue;
      found.set(`${socio.clerk_user_id}/${ejercicio}`, { clerkUserId: socio.clerk_user_id, nombre: socio.nombre, ejercicio });
    }
  }
  return [...found.values()];
}

/** "¡Récord de Ana en Sentadilla!" */
export const liveRecordText = (record: LiveRecord): string => `¡Récord de ${record.nombre} en ${record.ejercicio}!`;
