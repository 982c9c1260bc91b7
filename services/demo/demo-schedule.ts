/**
 * The demo studio's week, in one place: the catalog seeder adds these classes, and the news and the calendar
 * seeders speak of them, so a post never announces a class the agenda does not have.
 */
export const DISCIPLINES = ['Funcional', 'Crossfit', 'Yoga', 'Pilates'] as const;
export type Discipline = (typeof DISCIPLINES)[number];

export type DemoClass = { hora: string; discipline: Discipline; capacity: number };

// A weekday of a Palermo studio: early classes before the office, the evening rush after it.
const MON_WED_FRI: DemoClass[] = [
  { hora: '07:00', discipline: 'Funcional', capacity: 12 },
  { hora: '08:00', discipline: 'Pilates', capacity: 8 },
  { hora: '18:00', discipline: 'Funcional', capacity: 15 },
  { hora: '19:00', discipline: 'Crossfit', capacity: 12 },
  { hora: '20:00', discipline: 'Yoga', capacity: 10 },
];
const TUE_THU: DemoClass[] = [
  { hora: '07:00', discipline: 'Crossfit', capacity: 12 },
  { hora: '08:00', discipline: 'Yoga', capacity: 10 },
  { hora: '18:00', discipline: 'Pilates', capacity: 8 },
  { hora: '19:00', discipline: 'Funcional', capacity: 15 },
  { hora: '20:00', discipline: 'Crossfit', capacity: 12 },
];
const SATURDAY: DemoClass[] = [
  { hora: '09:00', discipline: 'Funcional', capacity: 15 },
  { hora: '10:00', discipline: 'Yoga', capacity: 12 },
];

/** The week by ISO weekday (1 = Lunes): Sunday has no classes. */
export const DEMO_WEEK: ReadonlyMap<number, readonly DemoClass[]> = new Map([
  [1, MON_WED_FRI],
  [2, TUE_THU],
  [3, MON_WED_FRI],
  [4, TUE_THU],
  [5, MON_WED_FRI],
  [6, SATURDAY],
]);

/** The ISO weekdays on which `discipline` has a class at `hora`, Monday first. */
export const weekdaysOf = (discipline: Discipline, hora: string): number[] =>
  [...DEMO_WEEK].filter(([, classes]) => classes.some((c) => c.discipline === discipline && c.hora === hora)).map(([weekday]) => weekday);

export const hasClasses = (isoWeekday: number): boolean => (DEMO_WEEK.get(isoWeekday)?.length ?? 0) > 0;
