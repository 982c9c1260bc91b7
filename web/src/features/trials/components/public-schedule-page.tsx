import { useMachine } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { errorDetail } from '../../../lib/api-client';
import { weekdayDate } from '../../../lib/calendar-date';
import { usePublicSchedule, type PublicClass } from '../api/public-schedule';
import { usePublicScheduleFeed } from '../api/public-schedule-feed';
import { trialsKeys } from '../api/trials-keys';
import { trialBookingMachine } from '../machines/trial-booking.machine';
import { PublicClassRow } from './public-class-row';
import { TrialDialog } from './trial-dialog';

/** The studio's public calendar feed (the weekly timetable, no sign-in): "Agregar al calendario". */
const STUDIO_CALENDAR = '/api/calendario/estudio.ics';

const byDay = (clases: PublicClass[]) => {
  const days = new Map<string, PublicClass[]>();
  for (const c of clases) days.set(c.fecha, [...(days.get(c.fecha) ?? []), c]);
  return [...days.entries()];
};

/**
 * /horario: this week's classes for anyone, signed in or not (the studio's website frames it with ?embed=1, which
 * leaves out the sign-in links). A class with places offers a trial class.
 */
export function PublicSchedulePage() {
  const [params] = useSearchParams();
  const embedded = params.get('embed') === '1';
  const schedule = usePublicSchedule(usePublicScheduleFeed());
  const queryClient = useQueryClient();
  const [state, send] = useMachine(trialBookingMachine.provide({ actions: { placesChanged: () => void queryClient.invalidateQueries({ queryKey: trialsKeys.schedule }) } }));
  const data = schedule.data;
  const calendarUrl = `webcal://${window.location.host}${STUDIO_CALENDAR}`;

  return (
    <Screen $embedded={embedded}>
      <Header>
        <div>
          <Studio>{data?.estudio ?? 'Horarios'}</Studio>
          <Lead>Horarios de esta semana. Tu primera clase es de prueba: elige una con lugar y resérvala.</Lead>
        </div>
        <Links>
          <a href={calendarUrl} target={embedded ? '_top' : undefined}>
            <CalendarPlus size={18} aria-hidden="true" /> Agregar al calendario
          </a>
          {!embedded && (
            <>
              <ButtonLink to="/sign-in" $variant="secondary">Iniciar sesión</ButtonLink>
              <ButtonLink to="/sign-up">Crear cuenta</ButtonLink>
            </>
          )}
        </Links>
      </Header>
      {schedule.isPending && <EmptyState role="status">Cargando horarios...</EmptyState>}
      {schedule.isError && <EmptyState role="alert">No pudimos cargar los horarios: {errorDetail(schedule.error)}</EmptyState>}
      {data && data.clases.length === 0 && <EmptyState>Todavía no hay clases publicadas esta semana.</EmptyState>}
      {data &&
        byDay(data.clases).map(([fecha, clases]) => (
          <Day key={fecha} aria-label={weekdayDate(fecha)}>
            <DayTitle>{weekdayDate(fecha)}</DayTitle>
            <ul>
              {clases.map((c) => (
                <PublicClassRow key={`${c.horario_id}-${c.fecha}`} clase={c} onTrial={() => send({ type: 'trial.select', clase: c })} />
              ))}
            </ul>
          </Day>
        ))}
      {data && state.context.clase && !state.matches('idle') && (
        <TrialDialog
          clase={state.context.clase}
          confirmation={data.prueba_confirmacion}
          sending={state.matches('submitting')}
          done={state.matches('success') ? { confirmada: state.context.confirmada, nombre: state.context.contact.nombre } : null}
          failure={state.context.failure}
          onSubmit={(contact) => send({ type: 'trial.submit', contact })}
          onClose={() => send({ type: 'trial.close' })}
        />
      )}
    </Screen>
  );
}

const Screen = styled.main<{ $embedded: boolean }>`
  width: 100%;
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ $embedded }) => ($embedded ? '12px' : '24px 16px 40px')};
  display: flex;
  flex-direction: column;
  gap: 20px;
  @media (min-width: 768px) {
    padding: ${({ $embedded }) => ($embedded ? '16px' : '40px 32px 48px')};
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: flex-end;
  justify-content: space-between;
`;

const Studio = styled.h1`
  font-size: 1.6rem;
  font-weight: 800;
  letter-spacing: -0.02em;
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 46ch;
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  a:first-child {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    padding-right: 8px;
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: 700;
  }
`;

const Day = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
`;

const DayTitle = styled.h2`
  font-size: 1.05rem;
  font-weight: 800;
  &::first-letter { text-transform: uppercase; }
`;
