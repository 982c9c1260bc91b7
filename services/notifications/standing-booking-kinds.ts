import { weekdayName } from '../../domain/catalog/weekdays';
import { classDay } from './class-move-notices';
import { noticeDate, member, num, str, untilClass, WEEK, type Kind } from './kind-helpers';

// Why a turno fijo's week was not booked, from the refusal's code (services/booking/standing-booking.job.ts).
const WHY: Record<string, string> = {
  SLOT_FULL: 'la clase ya estaba completa',
  NO_CREDITS: 'no te quedaban créditos',
  NO_PACKAGE: 'no tenías un paquete activo',
  PACKAGE_EXPIRES_BEFORE_CLASS: 'tu paquete vence antes de esa clase',
  PACKAGE_NOT_FOR_DISCIPLINE: 'tu paquete no incluye esa disciplina',
  HEALTH_STATEMENT_REQUIRED: 'no tenías la declaración jurada de salud vigente',
  DEBT_BOOKING_BLOCKED: 'tu cuota estaba en mora',
  MEMBER_PAUSED: 'tu abono está en pausa esos días',
  WEEKLY_LIMIT_REACHED: 'ya tienes reservadas las clases de esa semana de tu abono',
  STUDIO_CLOSED: 'el estudio está cerrado ese día',
  CLASS_CANCELLED: 'el estudio canceló esa clase',
};

/** 'los martes', 'los sábados': the weekday a turno fijo repeats on. */
export const everyWeekday = (weekday: number) => {
  const name = weekdayName(weekday).toLowerCase();
  return `los ${name.endsWith('s') ? name : `${name}s`}`;
};

/**
 * A turno fijo's week that could not be booked, or that went on the class's waitlist because it was full: said once,
 * useless after the class. A turno fijo the studio ended by removing its class from the schedule (the member removing
 * their own hears nothing: they did it).
 */
export const standingBookingKinds: Record<string, Kind> = {
  StandingBookingCleared: async (e, l) => {
    const weekday = num(e.data.weekday);
    if (str(e.data.reason) !== 'slot-removed' || weekday === undefined) return undefined;
    const discipline = await l.slotDiscipline(num(e.data.slotId) ?? 0);
    return {
      recipients: member(e),
      title: 'Tu turno fijo terminó',
      body: `El estudio quitó del horario la clase${discipline ? ` de ${discipline}` : ''} de ${everyWeekday(weekday)} a las ${str(e.data.hora)}, así que ya no es tu turno fijo. Elige otra clase y repítela todas las semanas.`,
      url: '/turnos',
      ttlSeconds: WEEK,
    };
  },
  StandingBookingSkipped: (e, l) => {
    const ttlSeconds = untilClass(e, l.studioTz);
    if (ttlSeconds <= 0) return undefined;
    const why = WHY[str(e.data.reason)] ?? 'no se pudo reservar';
    return {
      recipients: member(e),
      title: 'No pudimos reservar tu turno fijo',
      body: `La clase del ${noticeDate(str(e.data.fecha))} a las ${str(e.data.hora)} no se reservó: ${why}. Tu turno fijo sigue para las próximas semanas.`,
      // What she can fix: her statement (its form) or her fee (her plan's card).
      url: str(e.data.reason) === 'HEALTH_STATEMENT_REQUIRED' ? '/salud' : str(e.data.reason) === 'DEBT_BOOKING_BLOCKED' ? '/paquetes' : '/turnos',
      ttlSeconds,
    };
  },
  // The waitlist tells them again when a place frees up (WaitlistPromoted or WaitlistOfferOpened, waitlist-kinds.ts).
  StandingBookingWaitlisted: (e, l) => {
    const ttlSeconds = untilClass(e, l.studioTz);
    if (ttlSeconds <= 0) return undefined;
    return {
      recipients: member(e),
      title: 'Tu turno fijo está en lista de espera',
      body: `La clase del ${classDay(str(e.data.fecha))} a las ${str(e.data.hora)} está completa: quedaste en la lista de espera. Si se libera un lugar, te avisamos.`,
      url: '/turnos',
      ttlSeconds,
    };
  },
};
