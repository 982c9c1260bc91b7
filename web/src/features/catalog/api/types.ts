/** docs/product.md §3 shapes as the catalog API returns them. */
export type { Disciplina, Horario, Paquete } from '../../../../../contract/catalog';

/** The instructor (a staff member's id; null: nobody named) and the class's length ride with the slot. */
export type HorarioInput = { dia_semana: string; hora: string; disciplina_id: number; cupo_maximo: number; instructor_id?: string | null; duracion_minutos?: number };

/** `disciplinas` empty: every discipline ("Todas"). */
export type PaqueteInput = { nombre: string; cantidad_clases: number; precio: number; disciplinas: number[] };
