import { noticeDate, member, num, str, untilClass, type Kind } from './kind-helpers';
import { waitlistMovedNotice } from './class-move-notices';

// Why a promotion skipped her (WaitlistSkipped's reason, booking's refusal), as the notice says it.
const SKIP_WHY: Record<string, string> = {
  NO_PACKAGE: 'tu paquete no estaba activo para esa fecha',
  PACKAGE_EXPIRES_BEFORE_CLASS: 'tu paquete no estaba activo para esa fecha',
  NO_CREDITS: 'no te quedaban créditos',
  PACKAGE_NOT_FOR_DISCIPLINE: 'tu paquete no incluye esa disciplina',
  HEALTH_STATEMENT_REQUIRED: 'no tenías la declaración jurada de salud vigente',
  DEBT_BOOKING_BLOCKED: 'tu cuota estaba en mora',
  MEMBER_PAUSED: 'tu abono estaba en pausa ese día',
  WEEKLY_LIMIT_REACHED: 'ya tenías reservadas las clases de esa semana de tu abono',
};

/** The waitlist's notices (services/booking/waitlist.decider.ts): each is useless once the class started. */
export const waitlistKinds: Record<string, Kind> = {
  WaitlistPromoted: (e, l) => {
    const ttlSeconds = untilClass(e, l.studioTz);
    if (ttlSeconds <= 0) return undefined;
    return {
      recipients: member(e),
      title: 'Reserva confirmada',
      body: `Se liberó un lugar en la clase del ${noticeDate(str(e.data.fecha))} a las ${str(e.data.hora)} y ya es tuyo: usamos un crédito. Si no puedes ir, cancela desde Mis Turnos.`,
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
      body: `Hay lugar en la clase del ${noticeDate(str(e.data.fecha))} a las ${str(e.data.hora)}. Se lo ofrecimos a toda la lista de espera: reserva ya si quieres ir.`,
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
        body: `El estudio canceló la clase del ${noticeDate(str(e.data.fecha))}: saliste de su lista de espera.`,
        url: '/turnos',
        ttlSeconds,
      };
    }
    return {
      recipients: member(e),
      title: 'Lista de espera cancelada',
      body: `La clase del ${noticeDate(str(e.data.fecha))} ${reason === 'slot-removed' ? 'se quitó del horario' : 'cambió de día u horario'}: saliste de su lista de espera.`,
      url: '/turnos',
      ttlSeconds,
    };
  },
  WaitlistSkipped: (e, l) => {
    const ttlSeconds = untilClass(e, l.studioTz);
    if (ttlSeconds <= 0) return undefined;
    const reason = str(e.data.reason);
    const health = reason === 'HEALTH_STATEMENT_REQUIRED';
    return {
      recipients: member(e),
      title: 'No pudimos darte el lugar',
      body: `Se liberó un lugar en la clase del ${noticeDate(str(e.data.fecha))}, pero ${SKIP_WHY[reason] ?? SKIP_WHY.NO_PACKAGE}. Saliste de la lista de espera.`,
      // What she can fix: her statement (its form), else her package.
      url: health ? '/salud' : '/paquetes',
      ttlSeconds,
    };
  },
};
