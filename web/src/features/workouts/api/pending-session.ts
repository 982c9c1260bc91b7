import type { Planificacion } from '../../../../../contract/plans';
import type { SesionDetalle } from '../../../../../contract/workouts';
import { fetchPlan } from '../../../api/plans/plan';
import { appOfflineSync } from '../../../lib/offline/app-offline-sync';
import type { QueuedCommand } from '../../../lib/offline/command-queue';
import { restAfterEjercicio } from '../../../lib/exercise-rest';
import type { ApiInput } from '../../../lib/api-client';

// What of a session still waits in the offline queue: the screen shows it as done and pending, and a
// reload with no signal shows the same session the member left, not an empty one.

type StartBody = ApiInput<'POST /api/entrenamientos/iniciarSesion'>['body'];
type SetBody = ApiInput<'POST /api/entrenamientos/registrarSerie'>['body'];
type FinishBody = ApiInput<'POST /api/entrenamientos/finalizarSesion'>['body'];

/** A session as the server has it plus what the phone still holds: `pendientes` are the plan set ids not yet sent. */
export type SesionConPendientes = SesionDetalle & { pendientes?: readonly number[] };

type Pending = { started: QueuedCommand | undefined; sets: QueuedCommand[]; finished: QueuedCommand | undefined };

export async function pendingFor(sesionId: string): Promise<Pending> {
  const sync = appOfflineSync();
  const [starts, sets, finishes] = await Promise.all(
    ['/api/entrenamientos/iniciarSesion', '/api/entrenamientos/registrarSerie', '/api/entrenamientos/finalizarSesion'].map((path) => sync.pending(path).catch(() => [])),
  );
  return {
    started: starts!.find((c) => (c.body as StartBody).id === sesionId),
    sets: sets!.filter((c) => (c.body as SetBody).sesionId === sesionId),
    finished: finishes!.find((c) => (c.body as FinishBody).id === sesionId),
  };
}

/** The session the server has not seen yet (its start is queued), from the plan's day (the worker's copy offline). */
export async function sessionFromPlan(start: QueuedCommand): Promise<SesionDetalle> {
  const body = start.body as StartBody;
  const plan: Planificacion = await fetchPlan(body.planificacionId);
  const week = plan.semanas.find((s) => s.dias.some((d) => d.id === body.diaId));
  const day = week?.dias.find((d) => d.id === body.diaId);
  if (!week || !day) throw new Error('offline session: the day is not in the plan');
  const ejercicios = day.bloques.flatMap((bloque) =>
    bloque.ejercicios.map((ejercicio) => ({
      ejercicio_id: ejercicio.id,
      nombre: ejercicio.nombre,
      video: ejercicio.video,
      bloque_id: bloque.id,
      bloque: bloque.nombre,
      // The rest the timer counts after its sets, as the server's snapshot keeps it.
      descanso: restAfterEjercicio(ejercicio, bloque),
      series: ejercicio.series.map((serie) => ({ serie_id: serie.id, numero: serie.numero, planificado: { repeticiones: serie.repeticiones, peso: serie.peso }, registrado: null })),
    })),
  );
  const startedAt = new Date(start.queuedAt);
  return {
    id: body.id!,
    clerk_user_id: start.userId,
    socio: '',
    planificacion_id: plan.id,
    planificacion: plan.nombre,
    semana: week.nombre,
    dia_id: day.id,
    dia: day.nombre,
    estado: 'en_curso',
    iniciada_en: startedAt.toISOString(),
    finalizada_en: null,
    fecha: new Intl.DateTimeFormat('en-CA').format(startedAt),
    nota: null,
    series_registradas: 0,
    series_planificadas: ejercicios.reduce((n, e) => n + e.series.length, 0),
    volumen: 0,
    records: 0,
    comentarios: 0,
    ejercicios,
    lista_comentarios: [],
  };
}

/** The server's session with the queued sets as logged (and pending) and a queued finish applied. */
export function withPending(detail: SesionDetalle, pending: Pending): SesionConPendientes {
  if (pending.sets.length === 0 && !pending.finished) return detail;
  const bySet = new Map(pending.sets.map((c) => [(c.body as SetBody).serieId, c]));
  const ejercicios = detail.ejercicios.map((ejercicio) => ({
    ...ejercicio,
    series: ejercicio.series.map((serie) => {
      const queued = bySet.get(serie.serie_id);
      if (!queued) return serie;
      const set = queued.body as SetBody;
      const registrado = { repeticiones: set.repeticiones, peso: set.peso, segundos: set.segundos ?? null, hecha: set.hecha ?? true, registrada_en: new Date(queued.queuedAt).toISOString(), records: [] };
      return { ...serie, registrado };
    }),
  }));
  const finish = pending.finished?.body as FinishBody | undefined;
  return {
    ...detail,
    ...(finish ? { estado: 'finalizada' as const, nota: finish.nota ?? null, finalizada_en: new Date(pending.finished!.queuedAt).toISOString() } : {}),
    ejercicios,
    pendientes: [...bySet.keys()],
  };
}
