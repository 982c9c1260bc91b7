import { addDays, format, parseISO } from 'date-fns';
import { studioTime } from '../../domain/time/studio-time';
import { DAY, member, noticeDate, num, str, untilClass, type Kind } from './kind-helpers';

const eventDay = (at: string | Date, tz: string) => studioTime(new Date(at), tz).date;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Hoy', 'Mañana' or 'El jueves 3 de diciembre', as seen on the day the reminder goes out. */
function classDayText(fecha: string, today: string): string {
  if (fecha === today) return 'Hoy';
  if (fecha === format(addDays(parseISO(today), 1), 'yyyy-MM-dd')) return 'Mañana';
  return capitalized(`el ${noticeDate(fecha)}`);
}

/** The reminders the reminders job appends (services/reminders/reminders.job.ts). */
export const reminderKinds: Record<string, Kind> = {
  ClassReminderSent: (e, l) => {
    const ttlSeconds = untilClass(e, l.studioTz);
    if (ttlSeconds <= 0) return undefined;
    const day = classDayText(str(e.data.fecha), eventDay(e.metadata.now ?? e.recordedAt, l.studioTz));
    return {
      recipients: member(e),
      title: 'Recordatorio de clase',
      body: `${day} a las ${str(e.data.hora)}: ${str(e.data.discipline)}. Si no puedes ir, cancela desde Mis Turnos.`,
      url: '/turnos',
      ttlSeconds,
      urgency: 'high',
    };
  },
  PackageExpiryReminderSent: (e) => {
    const credits = num(e.data.credits) ?? 0;
    const left = credits === 0 ? 'Pide uno nuevo en Paquetes para seguir reservando.' : `Te ${credits === 1 ? 'queda 1 crédito' : `quedan ${credits} créditos`}: reserva tus clases antes.`;
    return {
      recipients: member(e),
      title: 'Tu paquete está por vencer',
      body: `Tu paquete vence el ${noticeDate(str(e.data.validUntil))}. ${left}`,
      url: '/paquetes',
      ttlSeconds: 3 * DAY,
    };
  },
};
