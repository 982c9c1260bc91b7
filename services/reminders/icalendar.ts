import ical, { type ICalCalendar } from 'ical-generator';
import { TZDate } from '@date-fns/tz';
import { studioInstant } from '../../domain/time/studio-time';

export interface CalendarClass {
  /** Stable across requests: a calendar app updates the event it already has instead of adding another. */
  uid: string;
  fecha: string;
  hora: string;
  durationMinutes: number;
  title: string;
  description?: string;
}

const offsetMinutes = (tz: string, at: Date) => {
  const local = new TZDate(at.getTime(), tz);
  return -local.getTimezoneOffset();
};
const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

/**
 * The studio's zone as a VTIMEZONE, so events carry its wall-clock times (TZID) as RFC 5545 asks. Written here for
 * a zone with one offset all year (Argentina's since 2009); a zone with daylight saving gets none, and its events are
 * written in UTC instead, which every calendar shows at the right local time.
 */
function fixedOffsetZone(tz: string, now: Date): string | undefined {
  const year = new TZDate(now.getTime(), tz).getFullYear();
  const winter = offsetMinutes(tz, new Date(Date.UTC(year, 0, 15)));
  if (winter !== offsetMinutes(tz, new Date(Date.UTC(year, 6, 15)))) return undefined;
  const offset = offsetText(winter);
  return ['BEGIN:VTIMEZONE', `TZID:${tz}`, 'BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`, 'END:STANDARD', 'END:VTIMEZONE'].join('\r\n');
}

/** An iCalendar document of classes at the studio's times (`now` stamps each event: DTSTAMP is when it was written). */
export function classCalendar(input: { name: string; tz: string; now: Date; classes: readonly CalendarClass[] }): string {
  const zone = fixedOffsetZone(input.tz, input.now);
  const calendar: ICalCalendar = ical({ name: input.name, prodId: { company: 'Pulso', product: 'Calendario', language: 'ES' } });
  if (zone) calendar.timezone({ name: null, generator: () => zone });
  for (const c of input.classes) {
    // With a zone, ical-generator writes a Date's UTC fields as the zone's wall clock: hand it the studio's time so.
    const start = zone ? new Date(`${c.fecha}T${c.hora}:00Z`) : studioInstant(c.fecha, c.hora, input.tz);
    calendar.createEvent({
      id: c.uid,
      start,
      end: new Date(start.getTime() + c.durationMinutes * 60_000),
      timezone: zone ? input.tz : null,
      stamp: input.now,
      summary: c.title,
      description: c.description ?? null,
    });
  }
  return calendar.toString();
}
