import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLibraryExercises } from '../../projections/plans/exercise-library.queries';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';
import { fixedClock } from '../../domain/time/clock';
import { exerciseLibrarySeeder } from './exercise-library.seed';

describe('demo exercise library seeder', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    const now = fixedClock('2026-11-16T09:00:00-03:00').now();
    await exerciseLibrarySeeder.run({ db: t.handle.db, now, studioTz: 'America/Argentina/Buenos_Aires', ctx: () => ({ actorId: 'system', now }), ids: new Map() });
  }, 120_000);
  afterAll(() => t.close());

  it('fills the library with the studio\'s usual exercises: loaded ones and bodyweight ones, with their cues and no video links', async () => {
    const library = await listLibraryExercises(t.handle.db);
    expect(library.length).toBeGreaterThanOrEqual(12);
    expect(library.find((e) => e.nombre === 'Sentadilla')).toMatchObject({ peso_corporal: false, notas: 'Espalda neutra, rodillas hacia afuera.' });
    expect(library.every((e) => e.video === null)).toBe(true);
    expect(library.find((e) => e.nombre === 'Plancha')).toMatchObject({ peso_corporal: true, notas: 'Cuerpo en línea, sin hundir la cadera.' });
    expect((await listLibraryExercises(t.handle.db, { q: 'salto al cajon' })).map((e) => e.nombre)).toEqual(['Salto al cajón']);
  });
});
