import { closeDay } from '../booking/calendar.commands';
import { studioTime } from '../../domain/time/studio-time';
import { holidayMotivo, nextHolidayWithClasses } from './demo-holidays';
import type { DemoSeeder } from './seeder';

/** The demo's calendar: the next holiday on a class day is closed, as the studio's news announces (news.seed.ts). */
export const calendarSeeder: DemoSeeder = {
  name: 'feriados',
  order: 20,
  async run(seed) {
    const holiday = nextHolidayWithClasses(studioTime(seed.now, seed.studioTz).date);
    await closeDay(seed.db, seed.ctx(), { fecha: holiday.fecha, motivo: holidayMotivo(holiday), tz: seed.studioTz });
    seed.ids.set('closed:feriado', holiday.fecha);
  },
};
