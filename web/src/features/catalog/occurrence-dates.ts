import type { Horario } from './api/types';
import { WEEK } from './horario-form';

type Class = Pick<Horario, 'dia_semana' | 'hora' | 'fecha'>;

const DAY_MS = 86_400_000;
const addDays = (fecha: string, days: number) => new Date(Date.parse(`${fecha}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** Index in WEEK (0 = Lunes) of a calendar date, which has no time zone. */
const weekIndex = (fecha: string) => (new Date(`${fecha}T12:00:00Z`).getUTCDay() + 6) % 7;
const minutesOf = (hora: string) => Number(hora.slice(0, 2)) * 60 + Number(hora.slice(3, 5));

/**
 * The dates a class can still be cancelled or moved on, soonest first: a one-off class its own date, a weekly slot
 * the next `count` dates on its weekday. Today counts only while the class has not started (the server refuses
 * a class that already started), so every date offered is one the server accepts.
 */
export function upcomingClassDates(h: Class, today: string, nowMinutes: number, count: number): string[] {
  const startsLater = (fecha: string) => fecha > today || (fecha === today && minutesOf(h.hora) > nowMinutes);
  if (h.fecha) return startsLater(h.fecha) ? [h.fecha] : [];
  const weekday = WEEK.indexOf(h.dia_semana as (typeof WEEK)[number]);
  if (weekday < 0) return [];
  let first = addDays(today, (weekday - weekIndex(today) + 7) % 7);
  if (!startsLater(first)) first = addDays(first, 7);
  return Array.from({ length: count }, (_, i) => addDays(first, i * 7));
}

/** How a class reads in a list: 'Martes 23:30 · Yoga', or '01/12 16:30 · Funcional · clase única'. */
export const classLabel = (h: Pick<Horario, 'dia_semana' | 'hora' | 'disciplina' | 'fecha'>): string =>
  h.fecha ? `${h.fecha.slice(8, 10)}/${h.fecha.slice(5, 7)} ${h.hora} · ${h.disciplina} · clase única` : `${h.dia_semana} ${h.hora} · ${h.disciplina}`;

/** The classes held on a date: the weekly slots of its weekday and the one-off classes of that date. */
export const classesOn = <H extends Class>(horarios: H[], fecha: string): H[] =>
  horarios.filter((h) => (h.fecha ? h.fecha === fecha : h.dia_semana === WEEK[weekIndex(fecha)]));
