import { createDiscipline } from '../catalog/discipline.commands';
import { createPackage } from '../catalog/package.commands';
import { addScheduleSlot } from '../catalog/schedule-slot.commands';
import { weekdayName } from '../../domain/catalog/weekdays';
import { DEMO_WEEK, DISCIPLINES, type Discipline } from './demo-schedule';
import type { DemoSeeder } from './seeder';

const PACKAGES: { name: string; classes: number; price: number; discipline: Discipline | null }[] = [
  { name: '8 clases', classes: 8, price: 28000, discipline: null },
  { name: '12 clases', classes: 12, price: 36000, discipline: null },
  { name: 'Pase libre 20 clases', classes: 20, price: 45000, discipline: null },
  { name: 'Yoga 8 clases', classes: 8, price: 25000, discipline: 'Yoga' },
];

/**
 * The demo studio's catalog: four disciplines, the Lunes–Sábado week of demo-schedule.ts and the usual monthly packages.
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
    for (const [weekday, classes] of DEMO_WEEK) {
      for (const { hora, discipline, capacity } of classes) {
        const slot = { weekday, time: hora, disciplineId: disciplineIds.get(discipline)!, capacity };
        const { id } = await addScheduleSlot(seed.db, seed.ctx(), slot);
        seed.ids.set(`slot:${weekdayName(weekday)} ${hora}`, String(id));
      }
    }
    for (const p of PACKAGES) {
      const disciplineIdsOf = p.discipline ? [disciplineIds.get(p.discipline)!] : [];
      const { id } = await createPackage(seed.db, seed.ctx(), { name: p.name, classesPerMonth: p.classes, price: p.price, disciplineIds: disciplineIdsOf });
      seed.ids.set(`package:${p.name}`, String(id));
    }
  },
};
