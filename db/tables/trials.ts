import type { Generated } from 'kysely';

export interface TrialLeadsTable {
  lead_id: string;
  nombre: string;
  email: string | null;
  telefono: string | null;
  registered_at: Date;
  converted_user_id: string | null;
  converted_at: Date | null;
}

export interface TrialClassesTable {
  trial_id: string;
  lead_id: string;
  slot_id: number;
  fecha: string;
  hora: string;
  status: 'pending' | 'confirmed' | 'cancelled';
  attended: Generated<boolean>;
  booked_at: Date;
  last_position: number;
}

export interface TrialSettingsTable {
  id: number;
  auto_confirm: boolean;
  last_position: number;
  updated_at: Date;
}
