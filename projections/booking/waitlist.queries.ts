import { sql, type Kysely } from 'kysely';

/** A member's live waitlist entries, as getReservasByIdUsr lists them beside their bookings. */
export interface MemberWaitlistView {
  id: number;
  fecha: string;
  horario_id: number;
  clerk_user_id: string;
  hora: string;
  disciplina: string;
  posicion: number;
  /** A place was offered to the whole list after the cutoff: the first to book it gets it. */
  lugar_ofrecido: boolean;
  /** How late she still wants to be promoted, minutes before class (null: the studio's cutoff). */
  promover_hasta_minutos: number | null;
}

// An entry whose member holds a booking of the class is spent: it neither counts nor shows.
const live = (alias: string) => sql.raw(`${alias}.state = 'waiting' AND NOT EXISTS (
  SELECT 1 FROM bookings x WHERE x.slot_id = ${alias}.slot_id AND x.fecha = ${alias}.fecha AND x.user_id = ${alias}.user_id AND x.active)`);

/** The member's entries from `today` on, each with their place in line (1 = next). */
export async function listMemberWaitlist(db: Kysely<any>, userId: string, today: string): Promise<MemberWaitlistView[]> {
  const { rows } = await sql<MemberWaitlistView>`
    SELECT w.id, to_char(w.fecha, 'YYYY-MM-DD') AS fecha, w.slot_id AS horario_id, w.user_id AS clerk_user_id, w.hora,
           coalesce(d.nombre, '') AS disciplina, w.offered_at IS NOT NULL AS lugar_ofrecido, w.promote_until_minutes AS promover_hasta_minutos,
           (SELECT count(*)::int FROM waitlist_entries a WHERE a.slot_id = w.slot_id AND a.fecha = w.fecha AND a.joined_seq <= w.joined_seq AND ${live('a')}) AS posicion
    FROM waitlist_entries w
    LEFT JOIN schedule_slots s ON s.id = w.slot_id
    LEFT JOIN disciplines d ON d.id = s.disciplina_id
    WHERE w.user_id = ${userId} AND w.fecha >= ${today}::date AND ${live('w')}
    ORDER BY w.fecha, w.hora`.execute(db);
  return rows;
}

/** One occurrence's list for the admin: every entry in join order, how it ended and when. */
export interface OccurrenceWaitlistEntry {
  id: number;
  clerk_user_id: string;
  nombre: string;
  estado: 'en_espera' | 'promovido' | 'salio' | 'omitido';
  posicion: number | null;
  joined_at: string;
  ended_at: string | null;
  motivo: string | null;
  booking_id: number | null;
}

const ESTADO = { waiting: 'en_espera', promoted: 'promovido', left: 'salio', skipped: 'omitido' } as const;

export async function listOccurrenceWaitlist(db: Kysely<any>, slotId: number, fecha: string): Promise<OccurrenceWaitlistEntry[]> {
  const { rows } = await sql<{
    id: number;
    user_id: string;
    nombre: string;
    state: keyof typeof ESTADO;
    spent: boolean;
    joined_at: Date;
    ended_at: Date | null;
    ended_reason: string | null;
    booking_id: number | null;
  }>`
    SELECT w.id, w.user_id, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS nombre, w.state,
           w.state = 'waiting' AND NOT (${live('w')}) AS spent, w.joined_at, w.ended_at, w.ended_reason, w.booking_id
    FROM waitlist_entries w LEFT JOIN users u ON u.user_id = w.user_id
    WHERE w.slot_id = ${slotId} AND w.fecha = ${fecha}::date
    ORDER BY w.joined_seq`.execute(db);
  let position = 0;
  return rows.map((r) => {
    const waiting = r.state === 'waiting' && !r.spent;
    if (waiting) position++;
    return {
      id: r.id,
      clerk_user_id: r.user_id,
      nombre: r.nombre,
      // A spent entry (the member booked the class after an offer) shows as what it became.
      estado: r.spent ? 'promovido' : ESTADO[r.state],
      posicion: waiting ? position : null,
      joined_at: new Date(r.joined_at).toISOString(),
      ended_at: r.ended_at ? new Date(r.ended_at).toISOString() : null,
      motivo: r.spent ? 'booked' : r.ended_reason,
      booking_id: r.booking_id,
    };
  });
}
