/** SPEC.md §3 Planificacion → Serie, as the API serves them. */
export type Serie = { id: number; numero: number; repeticiones: string; peso: number; ejercicio_id: number };
export type Ejercicio = { id: number; nombre: string; video: string | null; notas: string; bloque_id: number; series: Serie[] };
export type Bloque = { id: number; nombre: string; descanso: number; dia_id: number; ejercicios: Ejercicio[] };
export type Dia = { id: number; nombre: string; semana_id: number; bloques: Bloque[] };
export type Semana = { id: number; nombre: string; planificacion_id: number; dias: Dia[] };
/** `version`: the plan stream's version this copy reflects (sent back in If-None-Match, see get-plan.ts). */
export type Planificacion = { id: number; nombre: string; visible: number; version?: number; semanas: Semana[] };
export type PlanSummary = { id: number; nombre: string };

/** The server's answer when a member without an active package asks for plans. */
export const NO_PACKAGE_CODE = 'NO_ACTIVE_PACKAGE';
