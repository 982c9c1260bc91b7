import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import type { Database } from '../../db/schema';
import { studioInstant } from '../../domain/time/studio-time';
import { bookingMovedNotice, bookingNotMovedNotice, waitlistMovedNotice } from './class-move-notices';

/** Who receives a message. The actor of the event is never notified of their own action. */
export type Recipients = { kind: 'everyone' } | { kind: 'admins' } | { kind: 'users'; userIds: string[] };

export interface PushMessage {
  recipients: Recipients;
  title: string;
  body: string;
  /** Where a tap on the notification opens the app. */
  url: string;
  /** Seconds the push service may hold it for an offline device; after that it is pointless. */
  ttlSeconds: number;
  urgency?: 'low' | 'normal' | 'high';
}

/** Read-only facts a message may need beyond its event (names for the text). */
export interface Lookups {
  studioTz: string;
  userName(userId: string): Promise<string | undefined>;
  packageName(packageId: number | null | undefined): Promise<string | undefined>;
  planName(planId: number | undefined): Promise<string | undefined>;
  /** Why the studio cancelled a class occurrence (issue 13), and where it went if moved; undefined if it is on. */
  classCancellation(slotId: number, fecha: string): Promise<{ motivo: string; movedTo: { fecha: string; hora: string } | null } | undefined>;
  /** The discipline's name of a class (weekly slot or one-off). */
  slotDiscipline(slotId: number): Promise<string | undefined>;
}

type Kind = (event: RecordedEvent, lookups: Lookups) => PushMessage | undefined | Promise<PushMessage | undefined>;

const HOUR = 3600;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
// A notification shows two or three lines on a phone: the rest of a long comment waits on the session's screen.
const COMMENT_CHARS = 120;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const member = (event: RecordedEvent) => ({ kind: 'users' as const, userIds: [str(event.data.userId)] });
const dayMonth = (fecha: string) => (/^\d{4}-\d{2}-\d{2}$/.test(fecha) ? `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}` : fecha);
const eventTime = (event: RecordedEvent) => new Date(event.metadata.now ?? event.recordedAt);

/** Seconds from the event until a class starts (a notice about a class is useless after it): the event's, or `at`. */
function untilClass(event: RecordedEvent, tz: string, at?: { fecha: string; hora: string }): number {
  const fecha = at?.fecha ?? str(event.data.fecha);
  const hora = at?.hora ?? (str(event.data.hora) || '23:59');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fecha) || !/^\d{2}:\d{2}$/.test(hora)) return DAY;
  return Math.floor((studioInstant(fecha, hora, tz).getTime() - eventTime(event).getTime()) / 1000);
}

/**
 * What each event type sends: adding a kind of notification is adding one entry. Kinds whose events do not
 * exist yet simply never fire. Texts are Spanish (rioplatense, like the rest of the app).
 */
export const notificationKinds: Record<string, Kind> = {
  NewsPublished: (e) => ({
    recipients: { kind: 'everyone' },
    title: 'Nueva noticia',
    body: str(e.data.titulo),
    url: '/',
    ttlSeconds: DAY,
    urgency: 'low',
  }),

  PackageRequested: async (e, l) => {
    const who = (await l.userName(str(e.data.userId))) ?? 'Un socio';
    const pkg = await l.packageName(num(e.data.packageId));
    return {
      recipients: { kind: 'admins' },
      title: 'Nueva solicitud de paquete',
      body: pkg ? `${who} pidió el paquete ${pkg}.` : `${who} pidió un paquete.`,
      url: '/admin/usuarios',
      ttlSeconds: 3 * DAY,
    };
  },
  PackageRequestApproved: (e) => ({
    recipients: member(e),
    title: 'Solicitud aprobada',
    body: 'Tu pago fue confirmado y tu paquete ya está activo.',
    url: '/paquetes',
    ttlSeconds: WEEK,
  }),
  PackageRequestRejected: (e) => ({
    recipients: member(e),
    title: 'Solicitud rechazada',
    body: str(e.data.reason) ? `Tu solicitud de paquete fue rechazada: ${str(e.data.reason)}` : 'Tu solicitud de paquete fue rechazada.',
    url: '/paquetes',
    ttlSeconds: WEEK,
  }),
  PackageAssigned: async (e, l) => {
    // An approved request already told the member (PackageRequestApproved): one notice, not two.
    if (num(e.data.requestId) !== undefined) return undefined;
    const pkg = await l.packageName(num(e.data.packageId));
    const until = str(e.data.validUntil);
    return {
      recipients: member(e),
      title: 'Paquete asignado',
      body: `${pkg ? `Te asignaron el paquete ${pkg}` : 'Te asignaron un paquete'}${until ? `, válido hasta el ${dayMonth(until)}` : ''}.`,
      url: '/paquetes',
      ttlSeconds: WEEK,
    };
  },
  CreditsExpired: (e) => {
    const until = str(e.data.validUntil);
    return {
      recipients: member(e),
      title: 'Tu paquete venció',
      body: `Tu paquete venció${until ? ` el ${dayMonth(until)}` : ''}. Pide uno nuevo en Paquetes para seguir reservando.`,
      url: '/paquetes',
      ttlSeconds: WEEK,
    };
  },
  PackageRemoved: (e) => ({
    recipients: member(e),
    title: 'Paquete removido',
    body: 'Tu paquete fue dado de baja. Consulta en el estudio si tienes dudas.',
    url: '/paquetes',
    ttlSeconds: WEEK,
  }),

  PlanAssignedToMember: async (e, l) => {
    const planId = num(e.data.planId);
    const name = await l.planName(planId);
    return {
      recipients: member(e),
      title: 'Nueva planificación',
      body: name ? `Te asignaron la planificación ${name}.` : 'Te asignaron una nueva planificación.',
      url: planId ? `/planificaciones/${planId}` : '/planificaciones',
      ttlSeconds: WEEK,
    };
  },
  GroupPlansAdded: async (e, l) => {
    const planIds = Array.isArray(e.data.planIds) ? e.data.planIds.filter((id): id is number => typeof id === 'number') : [];
    const userIds = Array.isArray(e.data.memberIds) ? e.data.memberIds.filter((id): id is string => typeof id === 'string') : [];
    if (planIds.length === 0 || userIds.length === 0) return undefined;
    const name = planIds.length === 1 ? await l.planName(planIds[0]) : undefined;
    return {
      recipients: { kind: 'users', userIds },
      title: 'Nueva planificación',
      body: name ? `Tu grupo tiene una nueva planificación: ${name}.` : 'Tu grupo tiene nuevas planificaciones.',
      url: planIds.length === 1 ? `/planificaciones/${planIds[0]}` : '/planificaciones',
      ttlSeconds: WEEK,
    };
  },

  BookingCancelled: async (e, l) => {
    const reason = str(e.data.reason);
    // The member did it themselves, or the booking followed its moved class (BookingMoved tells them).
    if (reason === 'member' || reason === 'class-moved') return undefined;
    const ttlSeconds = untilClass(e, l.studioTz);
    if (ttlSeconds <= 0) return undefined;
    if (reason === 'moved-class-full' || reason === 'moved-member-busy') return bookingNotMovedNotice(e, l, ttlSeconds);
    const when = `${dayMonth(str(e.data.fecha))} a las ${str(e.data.hora)}`;
    if (reason === 'class-cancelled') {
      const why = await l.classCancellation(num(e.data.slotId) ?? 0, str(e.data.fecha));
      const moved = why?.movedTo ? ` La clase pasó al ${dayMonth(why.movedTo.fecha)} a las ${why.movedTo.hora}: resérvala de nuevo si puedes ir.` : '';
      return {
        recipients: member(e),
        title: 'Clase cancelada',
        body: `El estudio canceló la clase del ${when}${why ? ` (${why.motivo})` : ''}. Te devolvimos el crédito.${moved}`,
        url: '/turnos',
        ttlSeconds,
        urgency: 'high',
      };
    }
    return {
      recipients: member(e),
      title: 'Turno cancelado',
      body: reason === 'admin' ? `El estudio canceló tu turno del ${when}. Te devolvimos el crédito.` : `La clase del ${when} se quitó del horario y tu turno se canceló. Te devolvimos el crédito.`,
      url: '/turnos',
      ttlSeconds,
      urgency: 'high',
    };
  },

  BookingMoved: (e, l) => {
    const ttlSeconds = untilClass(e, l.studioTz);
    return ttlSeconds <= 0 ? undefined : bookingMovedNotice(e, l, ttlSeconds);
  },

  // A coach's comment on a member's workout (services/workouts): the member reads it on the session's screen.
  WorkoutSessionCommented: async (e, l) => {
    const who = (await l.userName(str(e.data.authorId))) || 'Tu profe';
    const text = str(e.data.text);
    return {
      recipients: member(e),
      title: 'Comentario de tu profe',
      body: `${who} comentó tu entrenamiento: “${text.length > COMMENT_CHARS ? `${text.slice(0, COMMENT_CHARS - 1)}…` : text}”`,
      url: `/entrenamientos/${str(e.data.sessionId)}`,
      ttlSeconds: WEEK,
    };
  },

  // The waitlist (services/booking/waitlist.decider.ts): each notice is useless once the class started.
  WaitlistPromoted: (e, l) => {
    const ttlSeconds = untilClass(e, l.studioTz);
    if (ttlSeconds <= 0) return undefined;
    return {
      recipients: member(e),
      title: 'Reserva confirmada',
      body: `Se liberó un lugar en la clase del ${dayMonth(str(e.data.fecha))} a las ${str(e.data.hora)} y ya es tuyo: usamos un crédito. Si no puedes ir, cancela desde Mis Turnos.`,
      url: '/turnos',
      ttlSeconds,
      urgency: 'high',
    };
  },
  WaitlistOfferOpened: (e, l) => {
    const ttlSeconds = untilClass(e, l.studioTz);
    const userIds = Array.isArray(e.data.userIds) ? e.data.userIds.filter((id): id is string => typeof id === 'string') : [];
    if (ttlSeconds <= 0 || userIds.length === 0) return undefined;
    return {
      recipients: { kind: 'users', userIds },
      title: 'Se liberó un lugar',
      body: `Hay lugar en la clase del ${dayMonth(str(e.data.fecha))} a las ${str(e.data.hora)}. Se lo ofrecimos a toda la lista de espera: reserva ya si quieres ir.`,
      url: '/turnos',
      ttlSeconds,
      urgency: 'high',
    };
  },
  WaitlistLeft: async (e, l) => {
    // Only the studio's doing: a member who left or booked knows it already.
    const reason = str(e.data.reason);
    if (reason === 'class-moved') {
      // The place followed the class (a WaitlistJoined on the new occurrence): where to, until the new class starts.
      const movedTo = (await l.classCancellation(num(e.data.slotId) ?? 0, str(e.data.fecha)))?.movedTo;
      if (!movedTo) return undefined; // restored since: nothing moved to tell
      const ttlSeconds = untilClass(e, l.studioTz, movedTo);
      return ttlSeconds <= 0 ? undefined : waitlistMovedNotice(e, l, movedTo, ttlSeconds);
    }
    if (reason !== 'slot-removed' && reason !== 'slot-changed' && reason !== 'class-cancelled') return undefined;
    const ttlSeconds = untilClass(e, l.studioTz);
    if (ttlSeconds <= 0) return undefined;
    if (reason === 'class-cancelled') {
      return {
        recipients: member(e),
        title: 'Lista de espera cancelada',
        body: `El estudio canceló la clase del ${dayMonth(str(e.data.fecha))}: saliste de su lista de espera.`,
        url: '/turnos',
        ttlSeconds,
      };
    }
    return {
      recipients: member(e),
      title: 'Lista de espera cancelada',
      body: `La clase del ${dayMonth(str(e.data.fecha))} ${reason === 'slot-removed' ? 'se quitó del horario' : 'cambió de día u horario'}: saliste de su lista de espera.`,
      url: '/turnos',
      ttlSeconds,
    };
  },
  WaitlistSkipped: (e, l) => {
    const ttlSeconds = untilClass(e, l.studioTz);
    if (ttlSeconds <= 0) return undefined;
    const reason = str(e.data.reason);
    const why =
      reason === 'NO_CREDITS' ? 'no te quedaban créditos' : reason === 'PACKAGE_NOT_FOR_DISCIPLINE' ? 'tu paquete no incluye esa disciplina' : 'tu paquete no estaba activo para esa fecha';
    return {
      recipients: member(e),
      title: 'No pudimos darte el lugar',
      body: `Se liberó un lugar en la clase del ${dayMonth(str(e.data.fecha))}, pero ${why}. Saliste de la lista de espera.`,
      url: '/paquetes',
      ttlSeconds,
    };
  },
};

export function dbLookups(db: Kysely<Database>, studioTz: string): Lookups {
  return {
    studioTz,
    async userName(userId) {
      const row = await db.selectFrom('users').select(['first_name', 'last_name']).where('user_id', '=', userId).executeTakeFirst();
      return row ? `${row.first_name} ${row.last_name}`.trim() : undefined;
    },
    async packageName(packageId) {
      if (packageId === undefined || packageId === null) return undefined;
      const row = await db.selectFrom('packages').select('nombre').where('id', '=', packageId).executeTakeFirst();
      return row?.nombre;
    },
    async classCancellation(slotId, fecha) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(fecha)) return undefined;
      const closed = await db.selectFrom('closed_days').select('motivo').where('fecha', '=', fecha).executeTakeFirst();
      const row = await db
        .selectFrom('cancelled_occurrences')
        .select(['motivo', 'moved_to_fecha', 'moved_to_hora'])
        .where('slot_id', '=', slotId)
        .where('fecha', '=', fecha)
        .executeTakeFirst();
      if (!row) return closed ? { motivo: closed.motivo, movedTo: null } : undefined;
      const movedTo = row.moved_to_fecha && row.moved_to_hora ? { fecha: String(row.moved_to_fecha).slice(0, 10), hora: row.moved_to_hora } : null;
      return { motivo: row.motivo, movedTo };
    },
    async slotDiscipline(slotId) {
      const row = await db
        .selectFrom('schedule_slots as s')
        .innerJoin('disciplines as d', 'd.id', 's.disciplina_id')
        .select('d.nombre')
        .where('s.id', '=', slotId)
        .executeTakeFirst();
      return row?.nombre;
    },
    async planName(planId) {
      if (planId === undefined) return undefined;
      const row = await db.selectFrom('plan_views').select('nombre').where('id', '=', planId).executeTakeFirst();
      return row?.nombre;
    },
  };
}
