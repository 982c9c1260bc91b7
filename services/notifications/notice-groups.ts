/**
 * The kinds of notice a member chooses channels for (push, email, both or none), each grouping event types of
 * notification-kinds.ts the way people think of them. This is the one place: a new event type that sends a notice
 * joins a group here (or a new group with its Spanish label), and notice-groups.unit.test.ts fails while one is left
 * out. The order is the account screen's.
 */
export const NOTICE_GROUPS = [
  {
    id: 'waitlist',
    label: 'Lista de espera',
    hint: 'Cuando se libera un lugar, te damos la clase o sales de una lista.',
    events: ['WaitlistPromoted', 'WaitlistOfferOpened', 'WaitlistLeft', 'WaitlistSkipped'],
  },
  {
    id: 'class-changes',
    label: 'Clases canceladas o movidas',
    hint: 'Cuando el estudio cancela o mueve una clase que reservaste.',
    events: ['BookingCancelled', 'BookingMoved'],
  },
  {
    id: 'standing-bookings',
    label: 'Turnos fijos',
    hint: 'Cuando una semana de tu turno fijo no se pudo reservar o quedó en lista de espera.',
    events: ['StandingBookingSkipped', 'StandingBookingWaitlisted', 'StandingBookingCleared'],
  },
  {
    id: 'class-reminders',
    label: 'Recordatorios de clase',
    hint: 'Unas horas antes de cada clase que reservaste.',
    events: ['ClassReminderSent'],
  },
  {
    id: 'packages',
    label: 'Paquetes y pagos',
    hint: 'Tu pago confirmado, un paquete asignado, por vencer, vencido o dado de baja, tus pausas y un precio nuevo de tu abono o tu paquete.',
    events: ['PackageRequestApproved', 'PackageRequestRejected', 'PackageAssigned', 'PackageExpiryReminderSent', 'CreditsExpired', 'PackageRemoved', 'PauseApproved', 'PauseRejected', 'PackageExpiryMoved', 'MonthlyPriceIncreaseAnnounced', 'PriceVersionAnnounced'],
  },
  {
    id: 'health',
    label: 'Declaración de salud',
    hint: 'Cuando tu declaración jurada de salud está por vencer.',
    events: ['HealthStatementReminderDue'],
  },
  {
    id: 'training',
    label: 'Planificaciones y comentarios del profe',
    hint: 'Una planificación nueva o un comentario sobre tu entrenamiento.',
    events: ['PlanAssignedToMember', 'GroupPlansAdded', 'WorkoutSessionCommented'],
  },
  { id: 'news', label: 'Noticias', hint: 'Lo que publica el estudio.', events: ['NewsPublished'] },
  {
    id: 'package-requests',
    label: 'Solicitudes de paquetes',
    hint: 'Cuando un socio pide un paquete y hay que confirmar el pago, o pide una pausa.',
    events: ['PackageRequested', 'PauseRequested'],
    adminsOnly: true,
  },
] as const satisfies readonly NoticeGroup[];

export interface NoticeGroup {
  id: string;
  label: string;
  hint: string;
  events: readonly string[];
  /** Shown and sent only to admins. */
  adminsOnly?: boolean;
}

export type NoticeId = (typeof NOTICE_GROUPS)[number]['id'];

const byEvent = new Map<string, NoticeGroup>(NOTICE_GROUPS.flatMap((g) => g.events.map((type) => [type, g] as const)));

/** The kind of notice an event type belongs to; undefined for a type that sends none. */
export const noticeGroupOf = (eventType: string): NoticeGroup | undefined => byEvent.get(eventType);

export const findNoticeGroup = (id: string): NoticeGroup | undefined => NOTICE_GROUPS.find((g) => g.id === id);

/** The groups a person sees on her account screen. */
export const noticeGroupsFor = (role: string): readonly NoticeGroup[] => NOTICE_GROUPS.filter((g) => !('adminsOnly' in g) || role === 'admin');
