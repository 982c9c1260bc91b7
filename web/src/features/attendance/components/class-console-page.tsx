import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { errorDetail } from '../../../lib/api-client';
import { classDayQuery } from '../api/console-api';
import { dayLabel, isFecha, localDate, shiftDate } from '../console-dates';
import { ClassCard } from './class-card';

/**
 * /profesor: the coach's class console, phone first. The day's classes (?fecha=YYYY-MM-DD, today by default),
 * each with its roster, one-tap check-in, waitlist, staff bookings and the plans beside it. Live: the `classes`
 * topic refreshes it when anyone books, cancels or checks in.
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
      <header>
        <PageTitle>Clases</PageTitle>
        <PageSubtitle>Toca a cada socio para marcar su asistencia. Quien no venga queda ausente al terminar la clase.</PageSubtitle>
      </header>
      <Bar role="group" aria-label="Elegir fecha">
        <IconButton $variant="secondary" aria-label="Día anterior" onClick={() => go(shiftDate(fecha, -1))}>
          <ChevronLeft size={20} aria-hidden="true" />
        </IconButton>
        <DateInput type="date" aria-label="Fecha" value={fecha} onChange={(e) => isFecha(e.target.value) && go(e.target.value)} />
        <IconButton $variant="secondary" aria-label="Día siguiente" onClick={() => go(shiftDate(fecha, 1))}>
          <ChevronRight size={20} aria-hidden="true" />
        </IconButton>
        <Button $variant="secondary" onClick={() => go(today)} disabled={fecha === today}>
          Hoy
        </Button>
      </Bar>
      <DayTitle>{fecha === today ? `Hoy, ${dayLabel(fecha)}` : dayLabel(fecha)}</DayTitle>
      {day.isPending && <Spinner />}
      {day.isError && <Alert role="alert">No pudimos cargar las clases: {errorDetail(day.error)}</Alert>}
      {day.data && day.data.clases.length === 0 && <EmptyState>No hay clases este día.</EmptyState>}
      {day.data && day.data.clases.length > 0 && (
        <Classes>
          {day.data.clases.map((c) => (
            <ClassCard key={c.horario_id} clase={c} />
          ))}
        </Classes>
      )}
    </Page>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const IconButton = styled(Button)`
  flex: 0 0 44px;
  padding: 0;
`;

const DateInput = styled.input`
  flex: 1 1 auto;
  min-width: 0;
  max-width: 220px;
  min-height: 44px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 1rem;
  font-variant-numeric: tabular-nums;
`;

const DayTitle = styled.h2`
  font-size: 1.1rem;
  font-weight: 700;
  text-transform: capitalize;
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
