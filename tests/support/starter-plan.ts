import { api } from './e2e-people';
import type { TestServer } from './test-server';

type Plan = { semanas: { dias: { bloques: { ejercicios: { nombre: string; series: { id: number }[] }[] }[] }[] }[] };

/**
 * The plan the workout journeys train with, built through the API as a coach would: one day of Sentadilla 2×10 @ 40 kg
 * and Plancha 1×30s, 60 s of rest, assigned to one member. Returns its ids and each exercise's set ids.
 */
export async function giveStarterPlan(server: Pick<TestServer, 'baseUrl'>, staffToken: string, memberId: string, nombre: string) {
  const post = <T>(route: string, body: object, method = 'POST') => api<T>(server, method, `/api/planificaciones/${route}`, body, staffToken);
  const planId = (await post<{ id: number }>('addPlanificacion', { body: { nombre } })).id;
  const weekId = (await post<{ id: number }>('addSemana', { semana: { planificacion_id: planId } })).id;
  const dayId = (await post<{ id: number }>('addDia', { dia: { semana_id: weekId } })).id;
  const blockId = (await post<{ id: number }>('addBloque', { nombre: 'Bloque A', descanso: 60, dia_id: dayId })).id;
  for (const [ejercicio, series] of [['Sentadilla', 2], ['Plancha', 1]] as const) await post('addEjercicio', { nombre: ejercicio, bloque_id: blockId, series });
  const exercises = (await post<Plan>('getPlanificacionById', { id: planId })).semanas[0]!.dias[0]!.bloques[0]!.ejercicios;
  const setsOf = (exercise: string) => exercises.find((e) => e.nombre === exercise)!.series.map((s) => s.id);
  for (const [i, id] of setsOf('Sentadilla').entries()) await post('updateSerie', { id, numero: i + 1, repeticiones: '10', peso: 40 }, 'PUT');
  await post('updateSerie', { id: setsOf('Plancha')[0], numero: 1, repeticiones: '30s', peso: 0 }, 'PUT');
  await post('assignPlanificacionToUser', { clerkUserId: memberId, planificacionId: planId });
  return { planId, dayId, setsOf };
}
