import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface LeadRow {
  lead_id: string;
  nombre: string;
  email: string | null;
  telefono: string | null;
  registered_at: Date;
  trial_id: string | null;
  trial_fecha: string | null;
  trial_hora: string | null;
  trial_disciplina: string | null;
  trial_status: 'pending' | 'confirmed' | 'cancelled' | null;
  trial_attended: boolean | null;
  /** Her account: the one the owner created, or one she opened herself with the same email. */
  user_id: string | null;
  member_since: Date | null;
  first_package_at: Date | null;
}

/**
 * Every lead, newest first, along her funnel: the trial (her latest), the account (converted, or signed up by herself with the
 * same email: linked here, by the address), and her first package (the first PackageAssigned on her member stream).
 */
export async function listLeads(db: Kysely<Database>): Promise<LeadRow[]> {
  const { rows } = await sql<LeadRow>`
    SELECT l.lead_id, l.nombre, l.email, l.telefono, l.registered_at,
           t.trial_id, to_char(t.fecha, 'YYYY-MM-DD') AS trial_fecha, t.hora AS trial_hora, d.nombre AS trial_disciplina,
           t.status AS trial_status, t.attended AS trial_attended,
           u.user_id, u.created_at AS member_since,
           (SELECT min(cl.at) FROM credit_ledger cl WHERE cl.user_id = u.user_id AND cl.kind = 'assigned') AS first_package_at
    FROM trial_leads l
    -- Her trial: the one the studio's calendar moved it to, when it moved (the old one ends cancelled, as a booking's):
    -- the one that still holds a place (one per person), else her latest.
    LEFT JOIN LATERAL (SELECT * FROM trial_classes x WHERE x.lead_id = l.lead_id ORDER BY x.status <> 'cancelled' DESC, x.booked_at DESC LIMIT 1) t ON true
    LEFT JOIN schedule_slots s ON s.id = t.slot_id
    LEFT JOIN disciplines d ON d.id = s.disciplina_id
    LEFT JOIN users u ON u.user_id = l.converted_user_id OR (l.converted_user_id IS NULL AND l.email IS NOT NULL AND lower(u.email) = l.email)
    ORDER BY l.registered_at DESC, l.lead_id`.execute(db);
  return rows;
}

export async function findLead(db: Kysely<Database>, leadId: string) {
  return db.selectFrom('trial_leads').selectAll().where('lead_id', '=', leadId).executeTakeFirst();
}

/** The trial classes of one occurrence that still hold a place, with who booked them, for the class console. */
export async function listClassTrials(db: Kysely<Database>, slotId: number, fecha: string) {
  return db
    .selectFrom('trial_classes as t')
    .innerJoin('trial_leads as l', 'l.lead_id', 't.lead_id')
    .select(['t.trial_id', 'l.nombre', 'l.telefono', 'l.email', 't.status', 't.attended'])
    .where('t.slot_id', '=', slotId)
    .where('t.fecha', '=', fecha)
    .where('t.status', '<>', 'cancelled')
    .orderBy('t.booked_at')
    .execute();
}

/** A trial on the console's roster (contract/trials.ts TrialRosterEntrySchema). */
export const trialRosterEntry = (t: Awaited<ReturnType<typeof listClassTrials>>[number]) => ({
  id: t.trial_id,
  nombre: t.nombre,
  telefono: t.telefono,
  email: t.email,
  estado: t.status === 'pending' ? ('pendiente' as const) : ('confirmada' as const),
  asistio: t.attended,
});

/** Who booked a trial and its class's time: whom its mails go to (none once she was forgotten). */
export async function findTrialLead(db: Kysely<Database>, trialId: string) {
  return db
    .selectFrom('trial_classes as t')
    .innerJoin('trial_leads as l', 'l.lead_id', 't.lead_id')
    .select(['l.nombre', 'l.email', 't.hora'])
    .where('t.trial_id', '=', trialId)
    .executeTakeFirst();
}
