import { createDiscipline } from '../catalog/discipline.commands';
import { createPackage } from '../catalog/package.commands';
import { addScheduleSlot } from '../catalog/schedule-slot.commands';
import { isoWeekday } from '../../domain/catalog/weekdays';
import type { DemoSeeder } from './seeder';

const DISCIPLINES = ['Funcional', 'Crossfit', 'Yoga', 'Pilates'] as const;
type Discipline = (typeof DISCIPLINES)[number];

// A weekday of a Palermo studio: early classes before the office, the evening rush after it.
const MON_WED_FRI: [string, Discipline, number][] = [
  ['07:00', 'Funcional', 12],
  ['08:00', 'Pilates', 8],
  ['18:00', 'Funcional', 15],
  ['19:00', 'Crossfit', 12],
  ['20:00', 'Yoga', 10],
];
const TUE_THU: [string, Discipline, number][] = [
  ['07:00', 'Crossfit', 12],
  ['08:00', 'Yoga', 10],
  ['18:00', 'Pilates', 8],
  ['19:00', 'Funcional', 15],
  ['20:00', 'Crossfit', 12],
];
const SATURDAY: [string, Discipline, number][] = [
  ['09:00', 'Funcional', 15],
  ['10:00', 'Yoga', 12],
];
const WEEK: [string, [string, Discipline, number][]][] = [
  ['Lunes', MON_WED_FRI],
  ['Martes', TUE_THU],
  ['Miércoles', MON_WED_FRI],
  ['Jueves', TUE_THU],
  ['Viernes', MON_WED_FRI],
  ['Sábado', SATURDAY],
];

const PACKAGES: { name: string; classes: number; price: number; discipline: Discipline | null }[] = [
  { name: '8 clases', classes: 8, price: 28000, discipline: null },
  { name: '12 clases', classes: 12, price: 36000, discipline: null },
  { name: 'Pase libre 20 clases', classes: 20, price: 45000, discipline: null },
  { name: 'Yoga 8 clases', classes: 8, price: 25000, discipline: 'Yoga' },
];

/**
 * The demo studio's catalog: four disciplines, a Lunes–Sábado schedule and the usual monthly packages.
 * Ids: `discipline:<nombre>`, `slot:<día> <hora>`, `package:<nombre>`.
 */
export const catalogSeeder: DemoSeeder = {
  name: 'catálogo',
  order: 10,
  async run(seed) {
    const disciplineIds = new Map<Discipline, number>();
    for (const name of DISCIPLINES) {
      const { id } = await createDiscipline(seed.db, seed.ctx(), { name });
      disciplineIds.set(name, id);
      seed.ids.set(`discipline:${name}`, String(id));
    }
    for (const [day, classes] of WEEK) {
      for (const [time, discipline, capacity] of classes) {
        const slot = { weekday: isoWeekday(day)!, time, disciplineId: disciplineIds.get(discipline)!, capacity };
        const { id } = await addScheduleSlot(seed.db, seed.ctx(), slot);
        seed.ids.set(`slot:${day} ${time}`, String(id));
      }
    }
    for (const p of PACKAGES) {
      const disciplineIdsOf = p.discipline ? [disciplineIds.get(p.discipline)!] : [];
      const { id } = await createPackage(seed.db, seed.ctx(), { name: p.name, classesPerMonth: p.classes, price: p.price, disciplineIds: disciplineIdsOf });
      seed.ids.set(`package:${p.name}`, String(id));
    }
  },
};
