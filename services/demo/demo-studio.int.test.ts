import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCalendarExceptions } from '../../projections/booking/calendar-exceptions.queries';
import { listScheduleSlots, type ScheduleSlotView } from '../../projections/catalog/schedule-slots.queries';
import { listNews } from '../../projections/news/news-posts.queries';
import { fixedClock } from '../../domain/time/clock';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';
import { calendarSeeder } from './calendar.seed';
import { catalogSeeder } from './catalog.seed';
import { newsSeeder } from './news.seed';
import { seedDemoStudio } from './seed';

const TZ = 'America/Argentina/Buenos_Aires';
const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const DAY_NAME = `(?:${WEEKDAYS.join('|')})`;
// "martes 8 de diciembre": a date a post names.
const NAMED_DATE = new RegExp(`(${DAY_NAME}) (\\d{1,2}) de (${MONTHS.join('|')})`, 'giu');
// "martes y jueves a las 18:00", "los lunes, miércoles y viernes a las 07:00": classes a post names.
const CLASS_TIMES = new RegExp(`(${DAY_NAME}(?:(?:, | y )${DAY_NAME})*) a las (\\d{1,2}:\\d{2})`, 'giu');

const isoWeekdayOf = (fecha: string) => new Date(`${fecha}T12:00:00Z`).getUTCDay() || 7;

/** The date a post published on `publishedOn` means by "martes 8 de diciembre": the next one from that day on. */
function dateOf(publishedOn: string, day: string, month: string): string {
  const mmdd = `${String(MONTHS.indexOf(month.toLowerCase()) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
  const year = Number(publishedOn.slice(0, 4));
  return `${year}-${mmdd}` >= publishedOn ? `${year}-${mmdd}` : `${year + 1}-${mmdd}`;
}

type Post = { titulo: string; subtitulo: string; contenido: string; fecha: string };
const textOf = (p: Post) => `${p.titulo}. ${p.subtitulo}. ${p.contenido}`;

/** What every post of the seeded studio says, checked against the agenda the same seed built: how many posts and closings. */
async function checkNewsAgainstAgenda(t: TestDatabase): Promise<{ posts: number; closedDays: number }> {
  const db = t.handle.db;
  const slots = await listScheduleSlots(db);
  const news: Post[] = await listNews(db);
  const publishedOn = (p: Post) => p.fecha.slice(0, 10);
  const { dias_cerrados } = await listCalendarExceptions(db, '2000-01-01', '2100-01-01');
  const classAt = (weekday: number, hora: string, discipline?: string) =>
    slots.some((s: ScheduleSlotView) => s.weekday === weekday && s.hora === hora && (!discipline || s.disciplina === discipline));

  expect(news.length).toBeGreaterThan(0);
  const announcedClosures = new Set<string>();
  for (const post of news) {
    const text = textOf(post);
    // Every time of day a post gives is a class of the agenda.
    for (const [hora] of text.matchAll(/\b\d{1,2}:\d{2}\b/g)) expect(slots.map((s) => s.hora), `${post.titulo}: ${hora}`).toContain(hora);
    // A new class is on the agenda on exactly the days the post says, at its time.
    const newClass = /^Nueva clase: (\p{L}+) a las (\d{2}:\d{2})$/u.exec(post.titulo);
    for (const [, days, hora] of text.matchAll(CLASS_TIMES)) {
      const named = days!.toLowerCase().split(/, | y /).map((d) => WEEKDAYS.indexOf(d) + 1);
      for (const weekday of named) expect(classAt(weekday, hora!, newClass?.[1]), `${post.titulo}: ${WEEKDAYS[weekday - 1]} ${hora}`).toBe(true);
      if (newClass && hora === newClass[2]) {
        const onAgenda = slots.filter((s) => s.disciplina === newClass[1] && s.hora === hora).map((s) => s.weekday);
        expect(named.toSorted()).toEqual(onAgenda.toSorted());
      }
    }
    // Every date named carries its real weekday; a post about closing names days the calendar closed.
    const closes = /cerra(?:do|mos)|feriado/iu.test(text);
    for (const [, weekday, day, month] of text.matchAll(NAMED_DATE)) {
      const fecha = dateOf(publishedOn(post), day!, month!);
      expect(WEEKDAYS[isoWeekdayOf(fecha) - 1], `${post.titulo}: ${fecha}`).toBe(weekday!.toLowerCase());
      if (!closes) continue;
      const closed = dias_cerrados.find((d) => d.fecha === fecha);
      expect(closed, `${post.titulo}: ${fecha} closed`).toBeDefined();
      expect(text).toContain(closed!.motivo.replace(/^Feriado: /, ''));
      expect(slots.some((s) => s.weekday === isoWeekdayOf(fecha))).toBe(true); // a closing that matters: a class day
      announcedClosures.add(fecha);
    }
  }
  // And the other way round: no closed day the news keeps quiet about.
  expect(dias_cerrados.map((d) => d.fecha).toSorted()).toEqual([...announcedClosures].toSorted());
  return { posts: news.length, closedDays: dias_cerrados.length };
}

describe.each([
  ['on a November Monday', '2026-11-16T09:00:00-03:00'],
  ['at the end of June, with July\'s holiday on a Sunday', '2028-06-25T19:00:00-03:00'],
])('the seeded demo studio %s', (_when, at) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    // The seeders the news speak of (the plans and the exercise library have their own tests and say nothing of the agenda).
    const seeders = [catalogSeeder, calendarSeeder, newsSeeder];
    await seedDemoStudio({ db: t.handle.db, config: { seedDemo: true, studioTz: TZ }, clock: fixedClock(at), seeders });
  }, 120_000);
  afterAll(() => t?.close());

  it('publishes news that agree with its own agenda: the classes they announce and the holiday they close', async () => {
    expect(await checkNewsAgainstAgenda(t)).toEqual({ posts: 3, closedDays: 1 });
  });
});
