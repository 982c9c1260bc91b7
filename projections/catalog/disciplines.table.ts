export interface DisciplinesTable {
  id: number;
  nombre: string;
  deleted: boolean;
  updated_at: Date;
}
