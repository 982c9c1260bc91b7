import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CalendarDays, Clock3, RotateCcw, X } from 'lucide-react';
import { Suspense } from 'react';
import styled from 'styled-components';
import { userPackageQuery } from '../../../api/packages/user-package';
import { ButtonLink } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { useMemberBookings, type MemberBooking } from '../api/get-member-bookings';
import { hasPackage } from '../api/get-member-package';
import { dayLabel, upcomingBookings } from '../booking-dates';
import { useNow } from '../use-now';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { LoadError, NoPackageNotice } from '../../../components/no-package-notice';
import type { CancellableBooking } from '../machines/cancel-booking.machine';
import { useCancelBookingFlow, useWaitlistFlow } from './use-booking-flows';
import { WaitlistDialog } from './dialog-extras';
import { WaitlistLimitControl } from './waitlist-limit-control';
import { ordinal } from '../waitlist-labels';
import { creditsText, daysText } from './credits-summary';
import { classDetails } from '../calendar-labels';
import { StandingBookingsList } from './standing-bookings-list';
import { RowButton, TurnoItem, TurnoList } from './turno-list.styles';
import { dayMonth } from '../../../lib/calendar-date';

/**
 * The home screen's Mis Turnos card body (docs/product.md §2 Home): upcoming turnos, each with a cancel button, and the
 * full classes the member waits for, with their place in line and a button to leave the list.
 */
export function MyBookingsPreview({ userId }: { userId: string }) {
  const now = useNow();
  const [cancelState, sendCancel] = useCancelBookingFlow(userId);
  const [waitlistState, sendWaitlist] = useWaitlistFlow(userId);
  return (
    <>
      <UpcomingList
        userId={userId}
        now={now}
        onCancel={(booking) => sendCancel({ type: 'cancel.select', booking })}
        onLeaveWaitlist={(entry) => sendWaitlist({ type: 'waitlist.leave', occurrence: entry })}
      />
      <StandingBookingsList userId={userId} />
      {/* Outside the list: cancelling the last turno empties it while "Turno cancelado" is still open. */}
      <CancelBookingDialog state={cancelState} send={sendCancel} now={now} />
      <Suspense fallback={null}>
        <WaitlistDialog state={waitlistState} send={sendWaitlist} now={now} />
      </Suspense>
    </>
  );
}

type UpcomingListProps = { userId: string; now: Date; onCancel: (booking: CancellableBooking) => void; onLeaveWaitlist: (entry: MemberBooking) => void };

function UpcomingList({ userId, now, onCancel, onLeaveWaitlist }: UpcomingListProps) {
  const memberPackage = useQuery(userPackageQuery(userId));
  const bookings = useMemberBookings(userId);

  if (memberPackage.isError || bookings.isError) return <LoadError role="alert">Error cargando tus turnos</LoadError>;
  if (memberPackage.isPending || bookings.isPending) return <EmptyState role="status">Cargando turnos...</EmptyState>;
  if (!hasPackage(memberPackage.data)) return <NoPackageNotice />;

  const upcoming = upcomingBookings(bookings.data, now);
  const held = memberPackage.data!;
  const packageLine = (
    <PackageLine aria-label="Tu paquete">
      {held.nombre ?? 'Tu paquete'} · {creditsText(held.creditos_restantes)} · {daysText(held.dias_restantes)}
    </PackageLine>
  );
  if (upcoming.length === 0) {
    return (
      <>
        {packageLine}
        <EmptyState as="div">
          <span>No tienes turnos reservados</span>
          <BookLink to="/turnos" $variant="primary">
            <CalendarDays size={18} aria-hidden="true" />
            Reservar un turno
          </BookLink>
        </EmptyState>
      </>
    );
  }
  return (
    <>
      {packageLine}
      <List aria-label="Próximos turnos">
        {upcoming.map((booking) => {
          const day = dayLabel(booking.fecha, now);
          if (booking.estado === 'en_espera') {
            return (
              <Item key={`espera-${booking.id}`} $waiting>
                <When>
                  <Day>{day}</Day>
                  <span>
                    <Time>{booking.hora}</Time> · {booking.disciplina}
                  </span>
                  <Waiting>
                    <Clock3 size={14} aria-hidden="true" /> En espera · {ordinal(booking.posicion ?? 1)} en la lista
                    {booking.lugar_ofrecido && ' · ¡Se liberó un lugar! Resérvalo en Turnos'}
                  </Waiting>
                  <WaitlistLimitControl entry={booking} userId={userId} />
                </When>
                <CancelButton aria-label={`Salir de la lista de espera ${day.toLowerCase()} ${booking.hora}`} onClick={() => onLeaveWaitlist(booking)}>
                  <X size={18} aria-hidden="true" />
                  <CancelText>Salir</CancelText>
                </CancelButton>
              </Item>
            );
          }
          return (
            <Item key={booking.id}>
              <When>
                <Day>{day}</Day>
                <span>
                  <Time>{booking.hora}</Time> · {booking.disciplina}
                </span>
                {classDetails(booking) && <Muted>{classDetails(booking)}</Muted>}
                {booking.es_recupero && (
                  <MakeupMark>
                    <RotateCcw size={14} aria-hidden="true" /> Recupero
                  </MakeupMark>
                )}
                {booking.movida_desde && (
                  <Moved>
                    <CalendarClock size={14} aria-hidden="true" /> Movida por el estudio (era el {dayMonth(booking.movida_desde.fecha)} a las {booking.movida_desde.hora})
                  </Moved>
                )}
              </When>
              <CancelButton aria-label={`Cancelar turno ${day.toLowerCase()} ${booking.hora}`} onClick={() => onCancel(booking)}>
                <X size={18} aria-hidden="true" />
                <CancelText>Cancelar</CancelText>
              </CancelButton>
            </Item>
          );
        })}
      </List>
    </>
  );
}

/** Nothing booked: the way to the agenda, right where the member sees she has nothing. */
const BookLink = styled(ButtonLink)`
  display: flex;
  width: fit-content;
  margin: 12px auto 0;
`;

// The studio's doing, not the member's: the same amber as a waitlist line, so it reads as "mira esto".
const Moved = styled.span`
  display: flex;
  align-items: flex-start;
  gap: 4px;
  font-size: 0.85rem;
  font-weight: 600;
  color: #8a5a00;

  /* The icon stays beside the first line when the text wraps on a phone. */
  svg {
    flex: none;
    margin-top: 3px;
  }
`;

// A class paid with a make-up right, not a credit: a plain tag, apart from the red of Cancelar beside it.
const MakeupMark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  width: fit-content;
  margin-top: 4px;
  padding: 2px 8px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.82rem;
  font-weight: 650;
`;

const Muted = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PackageLine = styled.p`
  margin: 0 0 10px;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = TurnoList;
const Item = TurnoItem;

const Waiting = styled.span`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 4px;
  font-size: 0.88rem;
  font-weight: 600;
  color: #8a5a00;
`;

const When = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Day = styled.strong`
  color: ${({ theme }) => theme.colors.text};
`;

const Time = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
`;

const CancelButton = styled(RowButton)`
  color: ${({ theme }) => theme.colors.danger};
  &:hover { background: ${({ theme }) => theme.colors.dangerSoft}; }
  /* On a narrow phone the icon alone keeps the date on one line (the aria-label still names the action). */
  @media (max-width: 420px) {
    width: 44px;
    padding: 0;
    justify-content: center;
  }
`;

const CancelText = styled.span`
  @media (max-width: 420px) {
    display: none;
  }
`;
