/** One row per weekly slot; `weekday` is ISO (1 = Lunes), `dia_semana` its Spanish name, `hora` 'HH:MM'. */
export interface ScheduleSlotsTable {
  id: number;
  weekday: number;
  dia_semana: string;
  hora: string;
  disciplina_id: number;
  cupo_maximo: number;
  deleted: boolean;
  updated_at: Date;
}
