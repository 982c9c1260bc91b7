import type { TestApp } from './test-app';

const P = '/api/planificaciones';

export interface TrainingDay {
  planId: number;
  weekId: number;
  dayId: number;
  /** Exercise name → its set ids in order. */
  sets: Record<string, number[]>;
}

/**
 * A plan with one week, one day and one block: Sentadilla (3 sets of 8 @ 60) and Dominadas (2 sets, bodyweight),
 * built through the editor's routes as staff.
 */
export async function createTrainingDay(t: TestApp, staffToken: string, nombre = 'Fuerza'): Promise<TrainingDay> {
  const ok = async (method: 'POST' | 'PUT', route: string, payload: object) => {
    const res = await t.as(staffToken, { method, url: `${P}/${route}`, payload });
    if (res.statusCode >= 300) throw new Error(`${route}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const planId = (await ok('POST', 'addPlanificacion', { body: { nombre } })).id as number;
  const weekId = (await ok('POST', 'addSemana', { semana: { planificacion_id: planId } })).id as number;
  const dayId = (await ok('POST', 'addDia', { dia: { semana_id: weekId } })).id as number;
  const blockId = (await ok('POST', 'addBloque', { nombre: 'Principal', descanso: 90, dia_id: dayId })).id as number;
  await ok('POST', 'addEjercicio', { nombre: 'Sentadilla', bloque_id: blockId, series: 3 });
  await ok('POST', 'addEjercicio', { nombre: 'Dominadas', bloque_id: blockId, series: 2 });
  const plan = await ok('POST', 'getPlanificacionById', { id: planId });
  const exercises = plan.semanas[0].dias[0].bloques[0].ejercicios as { nombre: string; series: { id: number }[] }[];
  for (const [i, s] of exercises[0]!.series.entries()) await ok('PUT', 'updateSerie', { id: s.id, numero: i + 1, repeticiones: '8', peso: 60 });
  const sets = Object.fromEntries(exercises.map((e) => [e.nombre, e.series.map((s) => s.id)]));
  return { planId, weekId, dayId, sets };
}

/** Gives the member an active package (plans are for members with one) and the plan directly. */
export async function assignTrainingPlan(t: TestApp, staffToken: string, planId: number, userId: string, validUntil = '2026-12-31') {
  await t.db.handle.db
    .insertInto('member_packages')
    .values({ user_id: userId, paquete_id: 1, valido_hasta: validUntil, creditos_restantes: 8, receipt_request_id: null, last_position: 0, updated_at: t.clock.now() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ valido_hasta: validUntil }))
    .execute();
  const res = await t.as(staffToken, { method: 'POST', url: `${P}/assignPlanificacionToUser`, payload: { clerkUserId: userId, planificacionId: planId } });
  if (res.statusCode >= 300) throw new Error(`assign: ${res.statusCode} ${res.body}`);
}
