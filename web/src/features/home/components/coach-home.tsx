import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ConsoleClass } from '../../../../../contract/attendance';
import { EmptyState } from '../../../components/empty-state';
import { errorDetail } from '../../../lib/api-client';
import { weekdayDate } from '../../../lib/calendar-date';
import { countOf } from '../../../lib/plural';
import { upcomingClassesQuery } from '../api/staff-home-api';
import { ClassSummary } from './class-summary';
import { HomeCard } from './home-card';
import { StaffHomeFrame } from './staff-home-frame';

type CoachHomeProps = { firstName: string; notifications?: ReactNode };

/**
 * The coach's home: the classes still to give today and the next day's, each with who is booked, so she knows who
 * comes before opening the console (each card's title opens it).
 */
export function CoachHome({ firstName, notifications }: CoachHomeProps) {
  const classes = useQuery(upcomingClassesQuery());
  const data = classes.data;
  const finished = data?.hoy.clases.filter((c) => c.estado === 'terminada').length ?? 0;
  const pending = data?.hoy.clases.filter((c) => c.estado !== 'terminada') ?? [];
  return (
    <StaffHomeFrame firstName={firstName} notifications={notifications}>
      <HomeCard title="Tus clases de hoy" icon={CalendarDays} to="/profesor">
        {classes.isPending && <Muted>Cargando clases...</Muted>}
        {classes.isError && <Alert role="alert">No pudimos cargar las clases: {errorDetail(classes.error)}</Alert>}
        {data && pending.length === 0 && <EmptyState>{finished > 0 ? 'Ya diste todas las clases de hoy.' : 'Hoy no hay clases.'}</EmptyState>}
        {pending.length > 0 && <Rosters clases={pending} label="Clases de hoy" />}
        {finished > 0 && pending.length > 0 && <Muted>{countOf(finished, 'clase terminada', 'clases terminadas')} hoy.</Muted>}
      </HomeCard>
      {data?.siguiente && (
        <HomeCard title="Próximas clases" icon={CalendarClock} to={`/profesor?fecha=${data.siguiente.fecha}`}>
          <Day>{weekdayDate(data.siguiente.fecha)}</Day>
          <Rosters clases={data.siguiente.clases} label="Próximas clases" />
        </HomeCard>
      )}
    </StaffHomeFrame>
  );
}

function Rosters({ clases, label }: { clases: readonly ConsoleClass[]; label: string }) {
  return (
    <List aria-label={label}>
      {clases.map((c) => (
        <Item key={c.horario_id} aria-label={`${c.disciplina} ${c.hora}`}>
          <ClassSummary clase={c} />
          {c.cancelada ? null : c.reservas.length === 0 ? (
            <Muted>Nadie anotado todavía.</Muted>
          ) : (
            <Names aria-label={`Anotados a ${c.disciplina} ${c.hora}`}>
              {c.reservas.map((r) => (
                <li key={r.id}>{r.nombre}</li>
              ))}
            </Names>
          )}
          {c.lista_de_espera.length > 0 && <Muted>{countOf(c.lista_de_espera.length, 'persona', 'personas')} en lista de espera</Muted>}
        </Item>
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Names = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  & > li {
    padding: 2px 10px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: 0.9rem;
  }
`;

const Day = styled.p`
  font-weight: 650;
  &::first-letter { text-transform: uppercase; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
