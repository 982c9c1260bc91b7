import type { RecordedEvent } from '../../events/framework/event';
import type { Lookups, PushMessage } from './notification-kinds';
import { noticeDate, str } from './kind-helpers';

/** 'miércoles 18 de noviembre', as the member reads a class's day. */
export const classDay = noticeDate;

/** The sentence both the push and the in-app notice say (web/src/features/booking repeats it for the live notice). */
export const movedClassText = (disciplina: string | undefined, fecha: string, hora: string) =>
  `Tu clase${disciplina ? ` de ${disciplina}` : ''} se movió al ${classDay(fecha)} a las ${hora}.`;

/**
 * BookingMoved (services/booking/calendar-move.ts): the member's booking followed its class to a new date and time.
 * The member keeps the place; the push says where it went and that cancelling gives the credit back.
 */
export async function bookingMovedNotice(e: RecordedEvent, l: Lookups, ttlSeconds: number): Promise<PushMessage> {
  const disciplina = await l.slotDiscipline(Number(e.data.slotId));
  return {
    recipients: { kind: 'users', userIds: [str(e.data.userId)] },
    title: 'Clase movida',
    body: `${movedClassText(disciplina, str(e.data.fecha), str(e.data.hora))} Sigues anotado. Si no puedes ir, cancela desde Mis Turnos y te devolvemos el crédito.`,
    url: '/turnos',
    ttlSeconds,
    urgency: 'high',
  };
}

/** A booking that could not follow its moved class ('moved-class-full', 'moved-member-busy'): why, and the credit back. */
export async function bookingNotMovedNotice(e: RecordedEvent, l: Lookups, ttlSeconds: number): Promise<PushMessage> {
  const why = await l.classCancellation(Number(e.data.slotId), str(e.data.fecha));
  const where = why?.movedTo ? ` al ${classDay(why.movedTo.fecha)} a las ${why.movedTo.hora}` : '';
  const reason = str(e.data.reason) === 'moved-member-busy' ? 'ya tienes otra clase a esa hora' : 'la nueva clase no tiene lugar para todos';
  return {
    recipients: { kind: 'users', userIds: [str(e.data.userId)] },
    title: 'Turno cancelado',
    body: `El estudio movió la clase del ${classDay(str(e.data.fecha))} a las ${str(e.data.hora)}${where}, pero no pudimos pasar tu turno: ${reason}. Te devolvimos el crédito.`,
    url: '/turnos',
    ttlSeconds,
    urgency: 'high',
  };
}

/**
 * WaitlistLeft 'class-moved': the member's waiting place followed the class to `movedTo` (calendar-move.ts), in the
 * same order. Said as the booked members' notice says the move; a place freed there reaches them as any other.
 */
export async function waitlistMovedNotice(e: RecordedEvent, l: Lookups, movedTo: { fecha: string; hora: string }, ttlSeconds: number): Promise<PushMessage> {
  const disciplina = await l.slotDiscipline(Number(e.data.slotId));
  return {
    recipients: { kind: 'users', userIds: [str(e.data.userId)] },
    title: 'Clase movida',
    body: `${movedWaitlistText(disciplina, movedTo.fecha, movedTo.hora)} Si se libera un lugar, te avisamos.`,
    url: '/turnos',
    ttlSeconds,
  };
}

/** The waiting member's sentence, in the push and the in-app notice alike. */
export const movedWaitlistText = (disciplina: string | undefined, fecha: string, hora: string) =>
  `Tu lugar en la lista de espera${disciplina ? ` de ${disciplina}` : ''} pasó al ${classDay(fecha)} a las ${hora}, la nueva hora de la clase.`;
