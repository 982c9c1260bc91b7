import { weekdayDate } from '../platform/studio-date-text';
import type { DemoHoliday } from './demo-holidays';
import { DEMO_WEEK, weekdaysOf, type Discipline } from './demo-schedule';

/**
 * The demo's news, written from the demo's own week (demo-schedule.ts) and calendar (demo-holidays.ts) and from the
 * day it is seeded, so a post never announces a class or a closing the agenda does not show.
 */
export type DemoPost = { daysAgo: number; colours: [string, string, string]; titulo: string; subtitulo: string; contenido: string };

const WEEKDAY_NAMES = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'martes y jueves', 'lunes, miércoles y viernes'. */
function weekdayList(weekdays: number[]): string {
  const names = weekdays.map((d) => WEEKDAY_NAMES[d - 1]!);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
}

const addDays = (fecha: string, days: number) => new Date(Date.parse(`${fecha}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const isoWeekdayOf = (fecha: string) => new Date(`${fecha}T12:00:00Z`).getUTCDay() || 7;

// The class the first post presents: the evening Pilates, a small group.
const NEW_CLASS: { discipline: Discipline; hora: string } = { discipline: 'Pilates', hora: '18:00' };

function newClassPost(): DemoPost {
  const { discipline, hora } = NEW_CLASS;
  const days = weekdaysOf(discipline, hora);
  const capacity = DEMO_WEEK.get(days[0]!)!.find((c) => c.discipline === discipline && c.hora === hora)!.capacity;
  return {
    daysAgo: 9,
    colours: ['#111318', '#3b1d14', '#ff4d2e'],
    titulo: `Nueva clase: ${discipline} a las ${hora}`,
    subtitulo: `${capitalised(weekdayList(days))} a las ${hora}`,
    contenido:
      `Sumamos ${discipline} después de la oficina: los ${weekdayList(days)} a las ${hora}, con ${capacity} lugares por clase para que el profe pueda corregir a cada uno. ` +
      'Se reserva desde Turnos como cualquier otra clase y descuenta un crédito de tu paquete.',
  };
}

/** Eight weeks from the Monday after `today`, to the Saturday of the eighth week (the last class day). */
function challengePost(today: string): DemoPost {
  const start = addDays(today, 8 - isoWeekdayOf(today));
  const end = addDays(start, 7 * 8 - 2);
  return {
    daysAgo: 4,
    colours: ['#0f3d3e', '#111318', '#5eead4'],
    titulo: 'Desafío de ocho semanas',
    subtitulo: `Tres clases por semana, desde el ${weekdayDate(start)}`,
    contenido:
      `Del ${weekdayDate(start)} al ${weekdayDate(end)}: quienes completen tres clases por semana durante ocho semanas se llevan una remera del estudio y una evaluación física gratis. ` +
      'Pregunta a tu coach por la planificación del desafío; la verás en Planificaciones.',
  };
}

function holidayPost(holiday: DemoHoliday): DemoPost {
  const day = weekdayDate(holiday.fecha);
  return {
    daysAgo: 1,
    colours: ['#ff4d2e', '#7c2d12', '#fde68a'],
    titulo: 'Cerramos por el feriado',
    subtitulo: `${capitalised(day)}, ${holiday.name}`,
    contenido: `El ${day} es feriado (${holiday.name}) y el estudio permanece cerrado: ese día no hay clases ni reservas. El resto de la semana, el horario de siempre.`,
  };
}

/** The three posts, oldest first, for a studio seeded on `today` whose calendar closes `holiday`. */
export const demoPosts = (today: string, holiday: DemoHoliday): DemoPost[] => [newClassPost(), challengePost(today), holidayPost(holiday)];
