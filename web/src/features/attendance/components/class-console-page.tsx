import { useQuery } from '@tanstack/react-query';
import { Activity, ChevronDown, ChevronUp } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/button';
import { DateBar } from '../../../components/date-bar';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageHeader, PageSubtitle, PageTitle } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { errorDetail } from '../../../lib/api-client';
import { classDayQuery } from '../api/console-api';
import { dayLabel, isFecha, localDate } from '../console-dates';
import { classesInView } from '../console-order';
import { countOf } from '../../../lib/plural';
import type { ConsoleClass } from '../api/types';
import { ClassCard } from './class-card';

/**
 * /profesor: the coach's class console, phone first. The day's classes (?fecha=YYYY-MM-DD, today by default),
 * each with its roster, one-tap check-in, waitlist, staff bookings and the plans beside it. It opens on the class in
 * progress or the next to start: the day's finished ones fold behind a button. Live: the `classes` topic refreshes it
 * when anyone books, cancels or checks in.
 */
export function ClassConsolePage() {
  const [params, setParams] = useSearchParams();
  const today = localDate(new Date());
  const fechaParam = params.get('fecha');
  const fecha = isFecha(fechaParam) ? fechaParam : today;
  const day = useQuery(classDayQuery(fecha));
  const go = (next: string) => setParams(next === today ? {} : { fecha: next }, { replace: true });

  return (
    <Page>
      <PageHeader>
        <div>
          <PageTitle>Clases</PageTitle>
          <PageSubtitle>Toca a cada socio para marcar su asistencia. Quien no venga queda ausente al terminar la clase.</PageSubtitle>
        </div>
        {/* The coach's other staff screen (workouts), by path: features never import each other. */}
        <ButtonLink to="/profesor/entrenamientos" $variant="secondary">
          <Activity size={20} aria-hidden="true" />
          Entrenamientos de socios
        </ButtonLink>
      </PageHeader>
      <DateBar fecha={fecha} today={today} onChange={go} />
      <DayTitle>{fecha === today ? `Hoy, ${dayLabel(fecha)}` : dayLabel(fecha)}</DayTitle>
      {day.isPending && <Spinner />}
      {day.isError && <Alert role="alert">No pudimos cargar las clases: {errorDetail(day.error)}</Alert>}
      {day.data && day.data.clases.length === 0 && <EmptyState>No hay clases este día.</EmptyState>}
      {day.data && day.data.clases.length > 0 && <DayClasses key={fecha} clases={day.data.clases} />}
    </Page>
  );
}

function DayClasses({ clases }: { clases: readonly ConsoleClass[] }) {
  const [showFinished, setShowFinished] = useState(false);
  const { current, finished } = classesInView(clases);
  const Icon = showFinished ? ChevronUp : ChevronDown;
  return (
    <>
      {finished.length > 0 && (
        <FinishedToggle $variant="ghost" aria-expanded={showFinished} onClick={() => setShowFinished((v) => !v)}>
          <Icon size={18} aria-hidden="true" />
          {showFinished ? 'Ocultar' : 'Ver'} {countOf(finished.length, 'clase terminada', 'clases terminadas')}
        </FinishedToggle>
      )}
      <Classes>
        {[...(showFinished ? finished : []), ...current].map((c) => (
          <ClassCard key={c.horario_id} clase={c} />
        ))}
      </Classes>
    </>
  );
}

const FinishedToggle = styled(Button)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const DayTitle = styled.h2`
  font-size: 1.1rem;
  font-weight: 700;
  /* Sentence case: "Hoy, lunes 16/11" and "Miércoles 18/11", not every word capitalised. */
  &::first-letter { text-transform: uppercase; }
`;

const Classes = styled.div`
  display: grid;
  gap: 16px;
  @media (min-width: 1024px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
