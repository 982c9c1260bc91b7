/** SPEC.md §3 shapes as the catalog API returns them. */
export type Disciplina = { id: number; nombre: string };

export type Horario = {
  id: number;
  dia_semana: string;
  hora: string;
  disciplina_id: number;
  disciplina: string;
  cupo_maximo: number;
  cupo_disponible: number;
};

export type HorarioInput = { dia_semana: string; hora: string; disciplina_id: number; cupo_maximo: number };

export type Paquete = {
  id: number;
  nombre: string;
  cantidad_clases: number;
  clases_por_semana: number;
  precio: number;
  disciplina_id: number | null;
  disciplina: string | null;
};

export type PaqueteInput = { nombre: string; cantidad_clases: number; precio: number; disciplina_id: number | null };
