export interface SlotOccurrencesTable {
  slot_id: number;
  fecha: string;
  hora: string;
  capacity: number;
  booked: number;
}

export interface BookingsTable {
  id: number;
  slot_id: number;
  fecha: string;
  hora: string;
  user_id: string;
  active: boolean;
  booked_at: Date;
  booked_by: string | null;
  cancelled_at: Date | null;
  cancelled_by: string | null;
  cancel_reason: string | null;
}
