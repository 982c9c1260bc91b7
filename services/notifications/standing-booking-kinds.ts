import { dayMonth, member, str, untilClass, type Kind } from './kind-helpers';

// Why a turno fijo's week was not booked, from the refusal's code (services/booking/standing-booking.job.ts).
const WHY: Record<string, string> = {
  SLOT_FULL: 'la clase ya estaba completa',
  NO_CREDITS: 'no te quedaban créditos',
  NO_PACKAGE: 'no tenías un paquete activo',
  PACKAGE_EXPIRES_BEFORE_CLASS: 'tu paquete vence antes de esa clase',
  PACKAGE_NOT_FOR_DISCIPLINE: 'tu paquete no incluye esa disciplina',
  STUDIO_CLOSED: 'el estudio está cerrado ese día',
  CLASS_CANCELLED: 'el estudio canceló esa clase',
};

/** A turno fijo's week that could not be booked: said once, useless after the class. */
export const standingBookingKinds: Record<string, Kind> = {
  StandingBookingSkipped: (e, l) => {
    const ttlSeconds = untilClass(e, l.studioTz);
    if (ttlSeconds <= 0) return undefined;
    const why = WHY[str(e.data.reason)] ?? 'no se pudo reservar';
    return {
      recipients: member(e),
      title: 'No pudimos reservar tu turno fijo',
      body: `La clase del ${dayMonth(str(e.data.fecha))} a las ${str(e.data.hora)} no se reservó: ${why}. Tu turno fijo sigue para las próximas semanas.`,
      url: '/turnos',
      ttlSeconds,
    };
  },
};
