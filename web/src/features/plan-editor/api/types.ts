/** SPEC.md §3 Planificacion → Serie, as the API serves them. */
export type Serie = { id: number; numero: number; repeticiones: string; peso: number; ejercicio_id: number };
export type Ejercicio = { id: number; nombre: string; video: string | null; notas: string; bloque_id: number; series: Serie[] };
export type Bloque = { id: number; nombre: string; descanso: number; dia_id: number; ejercicios: Ejercicio[] };
export type Dia = { id: number; nombre: string; semana_id: number; bloques: Bloque[] };
export type Semana = { id: number; nombre: string; planificacion_id: number; dias: Dia[] };
export type Planificacion = { id: number; nombre: string; visible: number; semanas: Semana[] };
export type PlanSummary = { id: number; nombre: string };

export type PlanListItem = { id: number; nombre: string; visible: number; usuarios: number; grupos: number };
export type PlanMemberLink = { clerk_user_id: string; planificacion_id: number; planificacion: string; first_name: string; last_name: string };
/** What every editor command answers: the node it created or touched and the plan as it is now. */
export type EditResult = { ok: boolean; position: number; id: number; planificacion: Planificacion };
