import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDisciplines } from '../../projections/catalog/disciplines.queries';
import { listPackages } from '../../projections/catalog/packages.queries';
import { listScheduleSlots } from '../../projections/catalog/schedule-slots.queries';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';
import { fixedClock } from '../../domain/time/clock';
import { catalogSeeder } from './catalog.seed';
import type { SeedContext } from './seeder';

describe('demo catalog seeder', () => {
  let t: TestDatabase;
  const ids = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestDatabase();
    const now = fixedClock('2026-11-16T09:00:00-03:00').now();
    const seed: SeedContext = { db: t.handle.db, now, studioTz: 'America/Argentina/Buenos_Aires', ctx: () => ({ actorId: 'system', now }), ids };
    await catalogSeeder.run(seed);
  });
  afterAll(() => t.close());

  it('creates the four disciplines and names their ids', async () => {
    const disciplines = await listDisciplines(t.handle.db);
    expect(disciplines.map((d) => d.nombre)).toEqual(['Crossfit', 'Funcional', 'Pilates', 'Yoga']);
    expect(ids.get('discipline:Yoga')).toBe(String(disciplines.find((d) => d.nombre === 'Yoga')!.id));
  });

  it('fills Lunes to Sábado with morning and evening classes of 8 to 15 places', async () => {
    const slots = await listScheduleSlots(t.handle.db);
    expect(new Set(slots.map((s) => s.dia_semana))).toEqual(new Set(['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado']));
    expect(slots.filter((s) => s.dia_semana === 'Lunes').map((s) => s.hora)).toEqual(['07:00', '08:00', '18:00', '19:00', '20:00']);
    expect(slots.every((s) => s.cupo_maximo >= 8 && s.cupo_maximo <= 15)).toBe(true);
    const monday18 = slots.find((s) => s.dia_semana === 'Lunes' && s.hora === '18:00')!;
    expect(ids.get('slot:Lunes 18:00')).toBe(String(monday18.id));
  });

  it('offers the monthly packages with Buenos Aires prices', async () => {
    const packages = await listPackages(t.handle.db);
    expect(packages.find((p) => p.nombre === '8 clases')).toMatchObject({ cantidad_clases: 8, clases_por_semana: 2, precio: 28000, disciplina: null });
    expect(packages.find((p) => p.nombre === 'Yoga 8 clases')).toMatchObject({ disciplina: 'Yoga' });
    expect(ids.get('package:Pase libre 20 clases')).toBe(String(packages.find((p) => p.nombre === 'Pase libre 20 clases')!.id));
  });
});
