import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

type Serie = { id: number; numero: number; repeticiones: string; peso: number };
type Ejercicio = { id: number; nombre: string; series: Serie[] };
type Plan = { id: number; nombre: string; semanas: { id: number; nombre: string; dias: { bloques: { ejercicios: Ejercicio[] }[] }[] }[] };
type Entry = { id: number; nombre: string; video: string | null; notas: string; peso_corporal: boolean };

/**
 * The plan builder in minutes: the exercise library, the sets grid, duplicate week with a progression,
 * and templates given to a group linked (edits reach everyone) or as per-member copies (they do not).
 */
describe('plan builder API: library, grid, progression and group templates', () => {
  let t: TestApp;
  let admin: string;
  let member: { token: string; userId: string };
  let other: { token: string; userId: string };
  const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.as(token, { method, url, ...(payload ? { payload } : {}) });
  const ok = async <T = { id: number }>(method: 'POST' | 'PUT' | 'DELETE', route: string, payload: object): Promise<T> => {
    const res = await send(admin, method, route.startsWith('/') ? route : `/api/planificaciones/${route}`, payload);
    expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300);
    return res.json() as T;
  };
  const load = async (id: number) => (await send(admin, 'GET', `/api/planificaciones/${id}`)).json() as Plan;
  const firstExercise = (p: Plan, week = 0) => p.semanas[week]!.dias[0]!.bloques[0]!.ejercicios[0]!;
  const seeded = async (nombre = 'Fuerza') => {
    const plan = (await ok('POST', 'addPlanificacion', { nombre })).id;
    const week = (await ok('POST', 'addSemana', { semana: { planificacion_id: plan } })).id;
    const day = (await ok('POST', 'addDia', { dia: { semana_id: week } })).id;
    const block = (await ok('POST', 'addBloque', { nombre: 'Principal', descanso: 90, dia_id: day })).id;
    const exercise = (await ok('POST', 'addEjercicio', { nombre: 'Sentadilla', bloque_id: block, series: 2, repeticiones: '10', peso: 40 })).id;
    await ok('POST', 'addEjercicio', { nombre: 'Plancha', bloque_id: block, series: 2, repeticiones: '30s' });
    return { plan, week, block, exercise };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.signUp()).token;
    member = await t.signUp({ firstName: 'Ana', lastName: 'Gómez' });
    other = await t.signUp({ firstName: 'Bruno', lastName: 'Paz' });
  });
  afterAll(() => t.close());

  it('keeps an exercise library: add, search by name without accents or case, change, remove; names are unique', async () => {
    const squat = await send(admin, 'POST', '/api/planificaciones/addEjercicioBiblioteca', { nombre: ' Sentadilla búlgara ', video: 'https://example.com/v/bulgara', notas: 'Rodilla alineada' });
    expect(squat.statusCode, squat.body).toBe(201);
    const entry = squat.json() as Entry;
    expect(entry).toMatchObject({ nombre: 'Sentadilla búlgara', video: 'https://example.com/v/bulgara', notas: 'Rodilla alineada', peso_corporal: false });
    await ok('POST', 'addEjercicioBiblioteca', { nombre: 'Plancha frontal', peso_corporal: true });

    const search = async (q: string) => ((await send(admin, 'GET', `/api/planificaciones/getBiblioteca?q=${encodeURIComponent(q)}`)).json() as Entry[]).map((e) => e.nombre);
    expect(await search('BULGARA')).toEqual(['Sentadilla búlgara']);
    expect(await search('plan')).toEqual(['Plancha frontal']);
    expect(await search('%')).toEqual([]);

    const twice = await send(admin, 'POST', '/api/planificaciones/addEjercicioBiblioteca', { nombre: 'sentadilla BÚLGARA' });
    expect(twice.statusCode).toBe(409);
    // lower() folds Á and á alike, so the same name typed in another case is the same entry.
    expect(twice.json()).toMatchObject({ code: 'LIBRARY_EXERCISE_EXISTS' });

    const changed = await ok<Entry>('PUT', 'updateEjercicioBiblioteca', { id: entry.id, nombre: 'Sentadilla búlgara', notas: '', peso_corporal: false, video: null });
    expect(changed).toMatchObject({ notas: '', video: null });
    const bad = await send(admin, 'PUT', '/api/planificaciones/updateEjercicioBiblioteca', { id: entry.id, nombre: 'X', video: 'ftp://x' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'INVALID_VIDEO_URL']);

    await ok('DELETE', 'deleteEjercicioBiblioteca', { id: entry.id });
    expect(await search('bulgara')).toEqual([]);
    const gone = await send(admin, 'DELETE', '/api/planificaciones/deleteEjercicioBiblioteca', { id: entry.id });
    expect([gone.statusCode, gone.json().detail]).toEqual([404, 'Ese ejercicio no está en la biblioteca.']);

    const byMember = await send(member.token, 'GET', '/api/planificaciones/getBiblioteca');
    expect(byMember.statusCode).toBe(403);
  });

  it('saves all of an exercise\'s sets at once from the grid: one command, rows in order, numbers 1..n, kept ids stay', async () => {
    const { plan, exercise } = await seeded();
    const [s1, s2] = firstExercise(await load(plan)).series;
    const res = await send(admin, 'PUT', '/api/planificaciones/updateSeriesEjercicio', {
      id: exercise,
      series: [{ id: s2!.id, repeticiones: '12', peso: 35 }, { id: s1!.id, repeticiones: '10', peso: 40 }, { repeticiones: '8', peso: '45' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().change).toMatchObject({ op: 'upsert', kind: 'exercise' });
    const series = firstExercise(await load(plan)).series;
    expect(series.map((s) => [s.numero, s.repeticiones, s.peso])).toEqual([[1, '12', 35], [2, '10', 40], [3, '8', 45]]);
    expect(series.slice(0, 2).map((s) => s.id)).toEqual([s2!.id, s1!.id]);

    await ok('PUT', 'updateSeriesEjercicio', { id: exercise, series: [{ id: series[2]!.id, repeticiones: '8', peso: 45 }] });
    expect(firstExercise(await load(plan)).series.map((s) => [s.numero, s.id])).toEqual([[1, series[2]!.id]]);

    const foreign = await send(admin, 'PUT', '/api/planificaciones/updateSeriesEjercicio', { id: exercise, series: [{ id: s1!.id, repeticiones: '1', peso: 0 }] });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'SET_NOT_FOUND']);
    const half = await send(admin, 'PUT', '/api/planificaciones/updateSeriesEjercicio', { id: exercise, series: [{ repeticiones: '1', peso: 2.3 }] });
    expect([half.statusCode, half.json().code]).toEqual([400, 'INVALID_WEIGHT_STEP']);
  });

  it('duplicates a week with +kg or +% on loaded sets (bodyweight stays —), compounding week after week', async () => {
    const { plan, week } = await seeded();
    const w2 = (await ok('POST', 'duplicateSemana', { semana: { id: week }, progresion: { tipo: 'kg', valor: 2.0 } })).id;
    await ok('POST', 'duplicateSemana', { semana: { id: w2 }, progresion: { tipo: 'porcentaje', valor: 10 } });
    const p = await load(plan);
    const weights = (w: number) => p.semanas[w]!.dias[0]!.bloques[0]!.ejercicios.map((e) => e.series.map((s) => s.peso));
    expect(weights(0)).toEqual([[40, 40], [0, 0]]);
    expect(weights(1)).toEqual([[42, 42], [0, 0]]);
    // 42 kg + 10 % is 46,2 kg: rounded to the 0,25 kg step, not to whole kg.
    expect(weights(2)).toEqual([[46.25, 46.25], [0, 0]]);
    const bad = await send(admin, 'POST', '/api/planificaciones/duplicateSemana', { semana: { id: week }, progresion: { tipo: 'kg', valor: 500 } });
    expect([bad.statusCode, bad.json().code, bad.json().detail]).toEqual([400, 'INVALID_PROGRESSION', 'La progresión tiene que ser de -100 a 100 kg o de -50 a 100 %.']);
  });

  it('duplicates a week with +kg in steps of 0,25 kg, like "Aplicar progresión"; another step is refused and copies nothing', async () => {
    const { plan, week } = await seeded();
    await ok('POST', 'duplicateSemana', { semana: { id: week }, progresion: { tipo: 'kg', valor: 1.25 } });
    const weights = (p: Plan) => p.semanas.map((w) => w.dias[0]!.bloques[0]!.ejercicios.map((e) => e.series.map((s) => s.peso)));
    expect(weights(await load(plan))).toEqual([[[40, 40], [0, 0]], [[41.25, 41.25], [0, 0]]]);
    const bad = await send(admin, 'POST', '/api/planificaciones/duplicateSemana', { semana: { id: week }, progresion: { tipo: 'kg', valor: 1.1 } });
    expect([bad.statusCode, bad.json().code, bad.json().detail]).toEqual([400, 'INVALID_PROGRESSION_KG_STEP', 'La progresión en kg va en pasos de 0,25 kg: por ejemplo 1,25 o 2,5.']);
    expect((await load(plan)).semanas).toHaveLength(2);
  });

  it('a template linked to a group reaches every member when edited; per-member copies do not', async () => {
    const { plan, exercise } = await seeded('Plantilla hipertrofia');
    const group = await ok<{ id: number }>('POST', '/api/user/addGrupo', { nombre: 'Turno noche' });
    const groupId = group.id;
    await ok('POST', '/api/user/addUsersToGrupo', { grupoId: groupId, userIds: [member.userId, other.userId] });

    const copies = await send(admin, 'POST', '/api/planificaciones/asignarCopiaAGrupo', { planificacionId: plan, grupoId: groupId });
    expect(copies.statusCode, copies.body).toBe(201);
    const copias = copies.json().copias as { id: number; nombre: string; clerkUserId: string }[];
    expect(copias.map((c) => [c.nombre, c.clerkUserId]).sort()).toEqual([
      ['Plantilla hipertrofia · Ana Gómez', member.userId],
      ['Plantilla hipertrofia · Bruno Paz', other.userId],
    ]);
    await ok('POST', '/api/user/addPlanificacionesToGrupo', { grupoId: groupId, planificacionIds: [plan] });

    // The coach edits the template after both ways were given.
    await ok('PUT', 'updateEjercicioTitle', { id: exercise, nombre: 'Sentadilla frontal' });
    const plansOf = async (userId: string) => (await send(admin, 'POST', '/api/planificaciones/getPlanificaciones', { clerkUserId: userId })).json() as Plan[];
    for (const who of [member, other]) {
      const mine = await plansOf(who.userId);
      const linked = mine.find((p) => p.id === plan)!;
      const copy = mine.find((p) => p.id === copias.find((c) => c.clerkUserId === who.userId)!.id)!;
      expect(firstExercise(linked).nombre).toBe('Sentadilla frontal');
      expect(firstExercise(copy).nombre).toBe('Sentadilla');
      expect(firstExercise(copy).series.map((s) => [s.numero, s.repeticiones, s.peso])).toEqual([[1, '10', 40], [2, '10', 40]]);
    }

    // A member's own copy is theirs to change: the template and the other copy stay as they were.
    const anaCopy = copias.find((c) => c.clerkUserId === member.userId)!.id;
    const anaExercise = firstExercise(await load(anaCopy)).id;
    await ok('PUT', 'updateEjercicioTitle', { id: anaExercise, nombre: 'Sentadilla goblet' });
    expect(firstExercise(await load(plan)).nombre).toBe('Sentadilla frontal');
    const brunoCopy = copias.find((c) => c.clerkUserId === other.userId)!.id;
    expect(firstExercise(await load(brunoCopy)).nombre).toBe('Sentadilla');

    const empty = await ok<{ id: number }>('POST', '/api/user/addGrupo', { nombre: 'Vacío' });
    const none = await send(admin, 'POST', '/api/planificaciones/asignarCopiaAGrupo', { planificacionId: plan, grupoId: empty.id });
    expect([none.statusCode, none.json().code]).toEqual([409, 'GROUP_HAS_NO_MEMBERS']);
    const noGroup = await send(admin, 'POST', '/api/planificaciones/asignarCopiaAGrupo', { planificacionId: plan, grupoId: 999_999 });
    expect([noGroup.statusCode, noGroup.json().code]).toEqual([404, 'GROUP_NOT_FOUND']);
    const noPlan = await send(admin, 'POST', '/api/planificaciones/asignarCopiaAGrupo', { planificacionId: 999_999, grupoId: groupId });
    expect([noPlan.statusCode, noPlan.json().code]).toEqual([404, 'PLAN_NOT_FOUND']);
  });
});
