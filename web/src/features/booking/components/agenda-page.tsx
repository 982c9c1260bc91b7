import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import styled from 'styled-components';
import { userPackageQuery } from '../../../api/packages/user-package';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { PullIndicator } from '../../../components/pull-indicator';
import { usePullToRefresh } from '../../../hooks/use-pull-to-refresh';
import { errorDetail } from '../../../lib/api-client';
import { agendaDays } from '../agenda-days';
import { bookingKeys } from '../api/booking-keys';
import type { AgendaOccurrence } from '../api/get-agenda';
import { useAgenda } from '../api/get-agenda';
import { useMemberBookings } from '../api/get-member-bookings';
import { hasPackage, type MemberPackage } from '../api/get-member-package';
import { usePackageDisciplines } from '../api/get-package-disciplines';
import { notBookable } from '../bookable';
import { dayLabel, dayParts } from '../booking-dates';
import type { CancellableBooking } from '../machines/cancel-booking.machine';
import { useNow } from '../use-now';
import { DayCard } from './day-card';
import { DayScroller } from './day-scroller';
import { LoadError } from '../../../components/no-package-notice';
import { useBookingFlow, useCancelBookingFlow, useWaitlistFlow } from './use-booking-flows';
import { myMakeupsKeys, useMyMakeups } from '../api/my-makeups';
import { makeupPayment, notBookableWithMakeups, type MakeupPayment } from '../makeup-booking';
import { BookingDialog, CancelBookingDialog, WaitlistDialog } from './dialog-extras';
import { AgendaHeader } from './agenda-header';
import { userPackageKeys } from '../../../api/route-keys';

/** /turnos: the agenda, for anyone signed in; booking from it needs a package (docs/product.md §2 Member screens, §4, §5). */
export function AgendaPage({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const pull = usePullToRefresh(() =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bookingKeys.agenda(userId) }),
      queryClient.invalidateQueries({ queryKey: userPackageKeys.of(userId) }),
      queryClient.invalidateQueries({ queryKey: bookingKeys.turnos(userId) }),
      queryClient.invalidateQueries({ queryKey: myMakeupsKeys.of(userId) }),
    ]),
  );
  return (
    <>
      <PullIndicator distance={pull.distance} state={pull.state} />
      <Page>
        <header>
          <PageTitle>Turnos</PageTitle>
          <PageSubtitle>Elige un horario para reservar tu clase.</PageSubtitle>
        </header>
        <AgendaContent userId={userId} />
      </Page>
    </>
  );
}

function AgendaContent({ userId }: { userId: string }) {
  const now = useNow();
  const [bookingState, sendBooking] = useBookingFlow(userId);
  const [cancelState, sendCancel] = useCancelBookingFlow(userId);
  const [waitlistState, sendWaitlist] = useWaitlistFlow(userId);
  const waitlistClass = (o: AgendaOccurrence) => ({ horario_id: o.horario_id, fecha: o.fecha, hora: o.hora, disciplina: o.disciplina });
  return (
    <>
      <AgendaBody
        userId={userId}
        now={now}
        onBook={(occurrence, payment) => sendBooking({ type: 'booking.select', occurrence, ...payment })}
        onCancel={(booking) => sendCancel({ type: 'cancel.select', booking })}
        onJoinWaitlist={(occurrence) => sendWaitlist({ type: 'waitlist.join', occurrence: waitlistClass(occurrence) })}
        onLeaveWaitlist={(occurrence) => sendWaitlist({ type: 'waitlist.leave', occurrence: waitlistClass(occurrence) })}
      />
      {/* Outside the body: the outcome dialogs stay open whatever the refreshed data shows. */}
      <Suspense fallback={null}>
        <BookingDialog state={bookingState} send={sendBooking} now={now} />
      </Suspense>
      <Suspense fallback={null}>
        <CancelBookingDialog state={cancelState} send={sendCancel} now={now} />
        <WaitlistDialog state={waitlistState} send={sendWaitlist} now={now} />
      </Suspense>
    </>
  );
}

type AgendaBodyProps = {
  userId: string;
  now: Date;
  onBook: (occurrence: AgendaOccurrence, payment: MakeupPayment) => void;
  onCancel: (booking: CancellableBooking) => void;
  onJoinWaitlist: (occurrence: AgendaOccurrence) => void;
  onLeaveWaitlist: (occurrence: AgendaOccurrence) => void;
};

function AgendaBody({ userId, now, onBook, onCancel, onJoinWaitlist, onLeaveWaitlist }: AgendaBodyProps) {
  const memberPackage = useQuery(userPackageQuery(userId));
  const agenda = useAgenda(userId);
  // The member's waitlist places and make-up bookings ride on their turnos; until they load (or if they fail) the
  // classes still show, full ones as full and hers as Reservado.
  const turnos = useMemberBookings(userId);
  const packageDisciplines = usePackageDisciplines();
  const makeups = useMyMakeups(userId).data?.disponibles ?? [];

  if (memberPackage.isError) return <LoadError role="alert">Error cargando datos: {errorDetail(memberPackage.error)}</LoadError>;
  if (memberPackage.isPending) return <EmptyState role="status">Cargando turnos...</EmptyState>;
  if (agenda.isError) return <LoadError role="alert">Error cargando datos: {errorDetail(agenda.error)}</LoadError>;
  if (agenda.isPending) return <EmptyState role="status">Cargando turnos...</EmptyState>;

  const days = agendaDays(agenda.data, now, turnos.data ?? []);
  // The timetable is for anyone signed in; booking is what needs a package.
  const held: MemberPackage | null = hasPackage(memberPackage.data) ? memberPackage.data : null;
  // An unknown package limit books as today.
  const packageDisciplineSet = held?.paquete_id == null ? undefined : packageDisciplines.data?.get(held.paquete_id);
  const byCredit = (o: AgendaOccurrence) => notBookable(held, packageDisciplineSet, o, now);
  const header = <AgendaHeader held={held} makeups={makeups} />;
  if (days.length === 0) {
    return (
      <Content>
        {header}
        <EmptyState>No hay turnos disponibles por ahora.</EmptyState>
      </Content>
    );
  }
  return (
    <DayScroller header={header}>
      {days.map((day) => (
        <DayCard
          key={day.fecha}
          day={day}
          label={dayLabel(day.fecha, now)}
          heading={dayParts(day.fecha, now)}
          onBook={(o) => onBook(o, makeupPayment(makeups, o, byCredit(o)))}
          onCancel={(slot) => onCancel({ id: slot.reserva_id, fecha: slot.fecha, hora: slot.hora, disciplina: slot.disciplina, horario_id: slot.horario_id, unica: slot.unica })}
          onJoinWaitlist={onJoinWaitlist}
          onLeaveWaitlist={onLeaveWaitlist}
          notBookable={(o) => notBookableWithMakeups(makeups, o, byCredit(o))}
        />
      ))}
    </DayScroller>
  );
}

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;
