import { bookingMovedNotice, bookingNotMovedNotice } from './class-move-notices';
import { COMMENT_CHARS, DAY, WEEK, givenBack, member, noticeDate, num, str, untilClass, withoutFinalPeriod, type Kind } from './kind-helpers';
import { waitlistKinds } from './waitlist-kinds';
import { addDays, formatArs } from '../../domain/billing/monthly-account';
import { healthKinds } from './health-kinds';
import { standingBookingKinds } from './standing-booking-kinds';
import { reminderKinds } from './reminder-kinds';

export { dbLookups } from './notification-lookups';

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
  /** Why the studio cancelled a class occurrence, and where it went if moved; undefined if it is on. */
  classCancellation(slotId: number, fecha: string): Promise<{ motivo: string; movedTo: { fecha: string; hora: string } | null } | undefined>;
  /** The discipline's name of a class (weekly slot or one-off). */
  slotDiscipline(slotId: number): Promise<string | undefined>;
  /** What a booking the studio ended gave her instead of the credit: a make-up right until a day, or her make-up back. */
  makeupOnCancel(userId: string, bookingId: number): Promise<{ until: string } | 'back' | undefined>;
}

/**
 * What each event type sends: adding a kind of notification is adding one entry. Kinds whose events do not
 * exist yet simply never fire. Texts are Spanish, in tú like the rest of the app.
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
    body: str(e.data.reason) ? `Tu solicitud de paquete fue rechazada: ${withoutFinalPeriod(str(e.data.reason))}.` : 'Tu solicitud de paquete fue rechazada.',
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
      body: `${pkg ? `Te asignaron el paquete ${pkg}` : 'Te asignaron un paquete'}${until ? `, válido hasta el ${noticeDate(until)}` : ''}.`,
      url: '/paquetes',
      ttlSeconds: WEEK,
    };
  },
  CreditsExpired: (e) => {
    const until = str(e.data.validUntil);
    return {
      recipients: member(e),
      title: 'Tu paquete venció',
      body: `Tu paquete venció${until ? ` el ${noticeDate(until)}` : ''}. Pide uno nuevo en Paquetes para seguir reservando.`,
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

  // Pauses (docs/features/pauses.md). Her own request approved as she asked tells her nothing: she was the actor.
  PauseRequested: async (e, l) => {
    const who = (await l.userName(str(e.data.userId))) ?? 'Un socio';
    return {
      recipients: { kind: 'admins' },
      title: 'Pausa pedida',
      body: `${who} pidió pausar su abono del ${noticeDate(str(e.data.from))} al ${noticeDate(str(e.data.to))}.`,
      url: '/admin/pausas',
      ttlSeconds: 3 * DAY,
    };
  },
  PauseApproved: (e) => ({
    recipients: member(e),
    title: 'Pausa aprobada',
    body: 'El estudio aprobó tu pausa: lo que tienes vale esos días más.',
    url: '/paquetes',
    ttlSeconds: WEEK,
  }),
  PauseRejected: (e) => ({
    recipients: member(e),
    title: 'Pausa rechazada',
    body: `El estudio rechazó tu pausa: ${withoutFinalPeriod(str(e.data.reason))}.`,
    url: '/paquetes',
    ttlSeconds: WEEK,
  }),
  // A price-list version told ahead to each member whose plan it prices (docs/features/price-lists.md).
  MonthlyPriceIncreaseAnnounced: async (e, l) => {
    const plan = await l.packageName(num(e.data.planId));
    return {
      recipients: member(e),
      title: 'Nuevo precio de tu abono',
      body: `Tu abono${plan ? ` ${plan}` : ''} pasa a ${formatArs(num(e.data.amount) ?? 0)} desde el ${noticeDate(str(e.data.firstPeriod))}.`,
      url: '/paquetes',
      ttlSeconds: WEEK,
    };
  },
  // The same, to the members holding the package by credits: their next one costs it.
  PriceVersionAnnounced: async (e, l) => {
    const pkg = await l.packageName(num(e.data.packageId));
    const userIds = Array.isArray(e.data.userIds) ? e.data.userIds.map(str) : [];
    return {
      recipients: { kind: 'users', userIds },
      title: 'Nuevo precio de tu paquete',
      body: `El paquete${pkg ? ` ${pkg}` : ''} pasa a ${formatArs(num(e.data.price) ?? 0)} desde el ${noticeDate(str(e.data.effectiveFrom))}.`,
      url: '/paquetes',
      ttlSeconds: WEEK,
    };
  },
  // A closed day given back (or taken back when the studio reopens it); a pause's own move is told by its approval.
  PackageExpiryMoved: (e) => {
    if (str(e.data.closure) === '') return undefined;
    // validUntil is the first day it no longer counts: she reads the last one it does.
    const until = noticeDate(addDays(str(e.data.validUntil), -1));
    const day = noticeDate(str(e.data.closure));
    const given = (num(e.data.days) ?? 0) > 0;
    return {
      recipients: member(e),
      title: given ? 'Un día más para tu paquete' : 'El estudio abre ese día',
      body: given ? `El estudio cierra el ${day}: tu paquete vale un día más, hasta el ${until}.` : `El estudio abre el ${day} después de todo: tu paquete vale hasta el ${until}.`,
      url: '/paquetes',
      ttlSeconds: WEEK,
    };
  },

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
    const when = `${noticeDate(str(e.data.fecha))} a las ${str(e.data.hora)}`;
    if (reason === 'class-cancelled') {
      const why = await l.classCancellation(num(e.data.slotId) ?? 0, str(e.data.fecha));
      const moved = why?.movedTo ? ` La clase pasó al ${noticeDate(why.movedTo.fecha)} a las ${why.movedTo.hora}: resérvala de nuevo si puedes ir.` : '';
      return {
        recipients: member(e),
        title: 'Clase cancelada',
        body: `El estudio canceló la clase del ${when}${why ? ` (${withoutFinalPeriod(why.motivo)})` : ''}. ${await givenBack(e, l)}${moved}`,
        url: '/turnos',
        ttlSeconds,
        urgency: 'high',
      };
    }
    return {
      recipients: member(e),
      title: 'Turno cancelado',
      body: reason === 'admin' ? `El estudio canceló tu turno del ${when}. ${await givenBack(e, l)}` : `La clase del ${when} se quitó del horario y tu turno se canceló. ${await givenBack(e, l)}`,
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
  ...waitlistKinds,
  ...standingBookingKinds,
  ...healthKinds,
  ...reminderKinds,
};
