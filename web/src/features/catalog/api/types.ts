/** SPEC.md §3 shapes as the catalog API returns them. */
export type { Disciplina, Horario, Paquete } from '../../../../../contract/catalog';

export type HorarioInput = { dia_semana: string; hora: string; disciplina_id: number; cupo_maximo: number };

/** `disciplinas` empty: every discipline ("Todas"). */
export type PaqueteInput = { nombre: string; cantidad_clases: number; precio: number; disciplinas: number[] };
