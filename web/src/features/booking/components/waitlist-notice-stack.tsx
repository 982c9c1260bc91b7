import { Ban, CalendarClock, CheckCircle2, Repeat } from 'lucide-react';
import styled from 'styled-components';
import { LiveNotice, NoticeStack } from '../../../components/live-notice';
import { withoutFinalPeriod } from '../../../lib/sentence';
import { dayLabel } from '../booking-dates';
import { dismissWaitlistNotice, type WaitlistNotice as WaitlistNoticeFacts } from '../api/waitlist-notices';
import { useNow } from '../use-now';

/** The member's live notices, drawn once she has one (waitlist-notice.tsx decides when). */
export function WaitlistNoticeStack({ notices }: { notices: readonly WaitlistNoticeFacts[] }) {
  const now = useNow();
  return (
    <Stack role="status" aria-live="polite">
      {notices.map((n) => (
        <LiveNotice
          key={n.key}
          title={TITLES[n.kind]}
          tone={TONES[n.kind]}
          icon={ICONS[n.kind]}
          link={{
            to: n.kind === 'promoted' ? '/' : '/turnos',
            label: LINKS[n.kind],
          }}
          onDismiss={() => dismissWaitlistNotice(n.key)}
        >
          {noticeText(n, now)}
        </LiveNotice>
      ))}
    </Stack>
  );
}

const Stack = styled(NoticeStack)`
  z-index: 60;
  top: 12px;
`;

// Mid-sentence a day is lower case: 'tu clase de hoy', 'tu clase del martes 18 de noviembre'.
const dayInSentence = (fecha: string, now: Date) => dayLabel(fecha, now).toLowerCase();

/** 'al martes 18 de noviembre', or 'a hoy' for today's class. */
const movedDay = (fecha: string, now: Date) => {
  const day = dayInSentence(fecha, now);
  return day === 'hoy' ? 'a hoy' : `al ${day}`;
};

/** 'del martes 18 de noviembre', or 'de hoy'. */
const ofDay = (fecha: string, now: Date) => {
  const day = dayInSentence(fecha, now);
  return day === 'hoy' ? 'de hoy' : `del ${day}`;
};

const ofDiscipline = (n: WaitlistNoticeFacts) => (n.disciplina ? ` de ${n.disciplina}` : '');

/** What each notice says; a moved class's two say it as their pushes do (services/notifications/class-move-notices.ts). */
function noticeText(n: WaitlistNoticeFacts, now: Date): string {
  switch (n.kind) {
    case 'promoted':
      return `Se liberó un lugar en tu clase ${ofDay(n.fecha, now)} a las ${n.hora} y ya es tuyo. Usamos un crédito de tu paquete.`;
    case 'offered':
      return `Hay lugar en la clase ${ofDay(n.fecha, now)} a las ${n.hora}. Se lo ofrecimos a toda la lista de espera: reserva ya si quieres ir.`;
    case 'moved':
      return `Tu clase${ofDiscipline(n)} se movió ${movedDay(n.fecha, now)} a las ${n.hora}. Sigues anotado; si no puedes ir, cancela y te devolvemos el crédito.`;
    case 'movedWaitlist':
      return `Tu lugar en la lista de espera${ofDiscipline(n)} pasó ${movedDay(n.fecha, now)} a las ${n.hora}, la nueva hora de la clase. Si se libera un lugar, te avisamos.`;
    case 'standingEnded':
      return `El estudio quitó del horario la clase${ofDiscipline(n)} de ${everyWeekday(n.dia_semana ?? '')} a las ${n.hora}, así que ya no es tu turno fijo. Elige otra clase y repítela todas las semanas.`;
    case 'cancelled':
      return `El estudio canceló tu clase ${ofDay(n.fecha, now)} a las ${n.hora}${n.motivo ? ` (${withoutFinalPeriod(n.motivo)})` : ''}. Te devolvimos el crédito.`;
  }
}

/** 'los martes', 'los sábados': the day a turno fijo repeated on (as its push says it). */
const everyWeekday = (dia: string) => {
  const name = dia.toLowerCase();
  return `los ${name.endsWith('s') ? name : `${name}s`}`;
};

const TITLES = { promoted: 'Reserva confirmada', offered: 'Se liberó un lugar', cancelled: 'Clase cancelada', moved: 'Clase movida', movedWaitlist: 'Clase movida', standingEnded: 'Tu turno fijo terminó' } as const;
const LINKS = { promoted: 'Ver Mis Turnos', offered: 'Reservar ahora', cancelled: 'Elegir otra clase', moved: 'Ver Mis Turnos', movedWaitlist: 'Ver Mis Turnos', standingEnded: 'Elegir otra clase' } as const;
const TONES = { promoted: 'success', offered: 'success', cancelled: 'danger', moved: 'success', movedWaitlist: 'success', standingEnded: 'danger' } as const;
const ICONS = {
  promoted: <CheckCircle2 size={22} aria-hidden="true" />,
  offered: <CheckCircle2 size={22} aria-hidden="true" />,
  cancelled: <Ban size={22} aria-hidden="true" />,
  moved: <CalendarClock size={22} aria-hidden="true" />,
  movedWaitlist: <CalendarClock size={22} aria-hidden="true" />,
  standingEnded: <Repeat size={22} aria-hidden="true" />,
};
