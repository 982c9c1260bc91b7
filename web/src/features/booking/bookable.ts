import type { AgendaOccurrence } from './api/get-agenda';
import type { MemberPackage } from './api/get-member-package';
import { localStamp, weekdayDayMonth } from './booking-dates';

/** Why the viewer cannot book a class before tapping it ("credits first"), or null when they can. */
export type NotBookable = 'no-package' | 'no-credits' | 'not-included' | 'not-open-yet' | 'booking-closed' | null;

type Bookable = Pick<AgendaOccurrence, 'disciplina_id' | 'reglas'>;

/**
 * What stops this viewer booking this class now: no package (the timetable is open to anyone signed in), its
 * credits, the disciplines it is limited to (empty: all, undefined: unknown), then the discipline's booking window,
 * on the instants the server decides with (`reglas`: booking opens at `reservas_abren`, takes bookings until
 * `reservas_cierran` inclusive).
 */
export function notBookable(memberPackage: MemberPackage | null, packageDisciplines: readonly number[] | undefined, occurrence: Bookable, now: Date): NotBookable {
  if (memberPackage?.paquete_id == null) return 'no-package';
  if (memberPackage.creditos_restantes <= 0) return 'no-credits';
  if (packageDisciplines?.length && !packageDisciplines.includes(occurrence.disciplina_id)) return 'not-included';
  const stamp = localStamp(now);
  const rules = occurrence.reglas;
  if (rules?.reservas_abren && stamp < rules.reservas_abren) return 'not-open-yet';
  if (rules?.reservas_cierran && stamp > rules.reservas_cierran) return 'booking-closed';
  return null;
}

const NOT_BOOKABLE_LABEL: Record<Exclude<NotBookable, null | 'not-open-yet'>, string> = {
  'no-package': 'Necesitas un paquete para reservar',
  'no-credits': 'Sin créditos',
  'not-included': 'No incluida en tu paquete',
  'booking-closed': 'Reservas cerradas',
};

/** What the class says instead of its places: 'Sin créditos', 'Reservas desde el jueves 03/12, 00:00'. */
export function notBookableLabel(reason: Exclude<NotBookable, null>, occurrence: Bookable): string {
  if (reason !== 'not-open-yet') return NOT_BOOKABLE_LABEL[reason];
  const [fecha, hora] = occurrence.reglas!.reservas_abren!.split(' ');
  return `Reservas desde el ${weekdayDayMonth(fecha!)}, ${hora}`;
}
