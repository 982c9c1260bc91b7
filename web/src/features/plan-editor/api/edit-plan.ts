import type { GridSet } from '../sets-grid-rows';
import type { EditResult } from './types';
import { api } from '../../../lib/api-client';
import type { ApiInput } from '../../../lib/api-client';

export type FormatoEnviado = ApiInput<'PUT /api/planificaciones/updateBloqueFormato'>['body']['formato'];

/** The progression helper on duplicate week: the copy's loaded sets + `valor` kg or + `valor` %. */
export type Progresion = { tipo: 'kg' | 'porcentaje'; valor: number };

/** One editor change, as data: the machine runs it through the `editPlan` actor (tests swap the actor). */
export type EditOperation =
  | { type: 'renamePlan'; planId: number; nombre: string }
  | { type: 'addWeek'; planId: number }
  | { type: 'renameWeek'; weekId: number; nombre: string }
  | { type: 'duplicateWeek'; weekId: number; progresion?: Progresion }
  | { type: 'deleteWeek'; weekId: number }
  | { type: 'addDay'; weekId: number }
  | { type: 'deleteDay'; dayId: number }
  | { type: 'copyDay'; dayId: number; weekId: number }
  | { type: 'copyBlock'; blockId: number; dayId: number }
  | { type: 'addBlock'; dayId: number; nombre: string; descanso: number }
  | { type: 'renameBlock'; blockId: number; nombre: string }
  | { type: 'changeBlockRest'; blockId: number; descanso: number }
  // Its numbers as typed: the server checks them and answers why in Spanish.
  | { type: 'changeBlockFormat'; blockId: number; formato: FormatoEnviado }
  | { type: 'addExercise'; blockId: number; nombre: string; series: number; repeticiones?: string; peso?: number; video?: string | null; notas?: string }
  | { type: 'renameExercise'; exerciseId: number; nombre: string }
  | { type: 'assignVideo'; exerciseId: number; video: string | null }
  | { type: 'changeNotes'; exerciseId: number; notas: string }
  // As typed ("180"), or null to clear it: the server parses and answers why in Spanish.
  | { type: 'changeExerciseRest'; exerciseId: number; descanso: string | number | null }
  | { type: 'duplicateExercise'; exerciseId: number }
  | { type: 'deleteExercise'; exerciseId: number }
  | { type: 'addSet'; exerciseId: number; numero: number }
  // peso as typed when it is not a number ("22,5 kilos"): the server answers why in Spanish.
  // The whole prescription as typed (RPE, RIR, %, tempo): a field left empty clears it; the server checks each.
  | { type: 'editSet'; setId: number; numero: number; repeticiones: string; peso: number | string; rpe: string; rir: string; porcentaje: string; tempo: string }
  | { type: 'duplicateSet'; setId: number }
  | { type: 'deleteSet'; setId: number }
  | { type: 'replaceSets'; exerciseId: number; series: GridSet[] };

const P = '/api/planificaciones';

/** docs/product.md §7 Plans: each editor command's route and body, typed by contract/routes/plans.ts. */
function send(op: EditOperation) {
  switch (op.type) {
    case 'renamePlan': return api(`PUT ${P}/:id`, { params: { id: String(op.planId) }, body: { id: op.planId, nombre: op.nombre } });
    case 'addWeek': return api(`POST ${P}/addSemana`, { body: { semana: { planificacion_id: op.planId } } });
    case 'renameWeek': return api(`POST ${P}/updateSemanaNombre`, { body: { id: op.weekId, nombre: op.nombre } });
    case 'duplicateWeek': return api(`POST ${P}/duplicateSemana`, { body: { semana: { id: op.weekId }, progresion: op.progresion } });
    case 'deleteWeek': return api(`POST ${P}/deleteSemana`, { body: { semana: { id: op.weekId } } });
    case 'addDay': return api(`POST ${P}/addDia`, { body: { dia: { semana_id: op.weekId } } });
    case 'deleteDay': return api(`POST ${P}/deleteDia`, { body: { dia: { id: op.dayId } } });
    case 'copyDay': return api(`POST ${P}/copyDia`, { body: { id: op.dayId, semana_id: op.weekId } });
    case 'copyBlock': return api(`POST ${P}/copyBloque`, { body: { id: op.blockId, dia_id: op.dayId } });
    case 'addBlock': return api(`POST ${P}/addBloque`, { body: { nombre: op.nombre, descanso: op.descanso, dia_id: op.dayId } });
    case 'renameBlock': return api(`PUT ${P}/updateBloqueTitulo`, { body: { id: op.blockId, nombre: op.nombre } });
    case 'changeBlockRest': return api(`PUT ${P}/updateBloqueDescanso`, { body: { id: op.blockId, descanso: op.descanso } });
    case 'changeBlockFormat': return api(`PUT ${P}/updateBloqueFormato`, { body: { id: op.blockId, formato: op.formato } });
    case 'addExercise':
      return api(`POST ${P}/addEjercicio`, { body: { nombre: op.nombre, bloque_id: op.blockId, series: op.series, repeticiones: op.repeticiones, peso: op.peso, video: op.video, notas: op.notas } });
    case 'renameExercise': return api(`PUT ${P}/updateEjercicioTitle`, { body: { id: op.exerciseId, nombre: op.nombre } });
    case 'assignVideo': return api(`PUT ${P}/updateEjercicioVideo`, { body: { id: op.exerciseId, video: op.video } });
    case 'changeNotes': return api(`PUT ${P}/updateEjercicioNotas`, { body: { id: op.exerciseId, notas: op.notas } });
    case 'changeExerciseRest': return api(`PUT ${P}/updateEjercicioDescanso`, { body: { id: op.exerciseId, descanso: op.descanso } });
    case 'duplicateExercise': return api(`POST ${P}/duplicateEjercicio`, { body: { id: op.exerciseId } });
    case 'deleteExercise': return api(`DELETE ${P}/deleteEjercicio`, { body: { id: op.exerciseId } });
    case 'addSet': return api(`POST ${P}/addSerie`, { body: { ejercicio_id: op.exerciseId, numero: op.numero, repeticiones: '0', peso: 0 } });
    case 'editSet': return api(`PUT ${P}/updateSerie`, { body: { id: op.setId, numero: op.numero, repeticiones: op.repeticiones, peso: op.peso, rpe: op.rpe, rir: op.rir, porcentaje: op.porcentaje, tempo: op.tempo } });
    case 'duplicateSet': return api(`POST ${P}/duplicateSerie`, { body: { id: op.setId } });
    case 'deleteSet': return api(`DELETE ${P}/deleteSerie`, { body: { id: op.setId } });
    case 'replaceSets': return api(`PUT ${P}/updateSeriesEjercicio`, { body: { id: op.exerciseId, series: op.series } });
  }
}

// The wire schema leaves `change.node` unchecked (contract/plans.ts); EditResult names the node per kind.
export const editPlan = (op: EditOperation) => send(op) as Promise<EditResult>;

export const deleteBlock = (blockId: number) => api(`POST ${P}/deleteBloque`, { body: { bloque: { id: blockId } } }) as Promise<EditResult>;

/** docs/product.md §8 Plans: the message each failed operation shows. */
export const failureText: Record<EditOperation['type'] | 'deleteBlock', string> = {
  renamePlan: 'Error al guardar los cambios',
  addWeek: 'Error al guardar los cambios',
  renameWeek: 'Error al guardar los cambios',
  duplicateWeek: 'Error al guardar los cambios',
  deleteWeek: 'Error al guardar los cambios',
  addDay: 'Error al guardar los cambios',
  deleteDay: 'Error al guardar los cambios',
  copyDay: 'Error al copiar el día',
  copyBlock: 'Error al copiar el bloque',
  addBlock: 'Error al agregar el bloque',
  renameBlock: 'Error al actualizar el bloque',
  changeBlockRest: 'Error al actualizar el bloque',
  changeBlockFormat: 'Error al cambiar el tipo del bloque',
  deleteBlock: 'Error al eliminar el bloque',
  addExercise: 'Error al agregar el ejercicio',
  renameExercise: 'Error al editar el nombre del ejercicio',
  assignVideo: 'Error al actualizar el video del ejercicio',
  changeNotes: 'Error al guardar las notas del ejercicio',
  changeExerciseRest: 'Error al guardar el descanso del ejercicio',
  duplicateExercise: 'Error al duplicar el ejercicio',
  deleteExercise: 'Error al eliminar el ejercicio',
  addSet: 'Error al agregar la serie',
  editSet: 'Error al editar la serie',
  duplicateSet: 'Error al duplicar la serie',
  deleteSet: 'Error al eliminar la serie',
  replaceSets: 'Error al editar las series',
};
