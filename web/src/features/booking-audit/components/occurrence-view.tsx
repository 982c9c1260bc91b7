import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { horariosQuery } from '../../../api/catalog/horarios';
import { EmptyState } from '../../../components/empty-state';
import { errorDetail } from '../../../lib/api-client';
import { useDayOccupancies } from '../api/get-occupancy';
import { classesOn, dayHeading, dayInSentence, everyWeekday, hasStarted, localDate } from '../audit-dates';
import { useAdminCancel } from './admin-cancel-dialogs';
import { ClassCard, ErrorText } from './class-card';
import { DateBar } from '../../../components/date-bar';

type OccurrenceViewProps = {
  fecha: string;
  openClass: number | null;
  onDateChange: (fecha: string) => void;
  onOpenClass: (horarioId: number | null) => void;
};

/** A day of the studio: its classes with places taken; an opened class shows roster and history. */
export function OccurrenceView({ fecha, openClass, onDateChange, onOpenClass }: OccurrenceViewProps) {
  const now = new Date();
  const today = localDate(now);
  const horarios = useQuery(horariosQuery());
  const classes = classesOn(horarios.data ?? [], fecha);
  const occupancies = useDayOccupancies(classes.map((c) => c.id), fecha);
  const cancel = useAdminCancel();

  return (
    <Section aria-label="Por clase">
      <DateBar fecha={fecha} today={today} onChange={onDateChange} />
      <DayTitle>
        {dayHeading(fecha)}
        {fecha === today && <TodayTag>Hoy</TodayTag>}
      </DayTitle>
      {horarios.isError && <ErrorText role="alert">Error cargando datos: {errorDetail(horarios.error)}</ErrorText>}
      {horarios.isPending && <EmptyState role="status">Cargando clases...</EmptyState>}
      {horarios.data && classes.length === 0 && <EmptyState>No hay clases {everyWeekday(fecha)}.</EmptyState>}
      {classes.length > 0 && (
        <List aria-label={`Clases del ${dayInSentence(fecha)}`}>
          {classes.map((slot, i) => (
            <ClassCard
              key={slot.id}
              slot={slot}
              fecha={fecha}
              occupancy={occupancies[i]!}
              open={openClass === slot.id}
              onToggle={() => onOpenClass(openClass === slot.id ? null : slot.id)}
              onCancel={
                hasStarted(fecha, slot.hora, now)
                  ? undefined
                  : (entry) => cancel.ask({ entry, classLabel: `${dayInSentence(fecha)}, ${slot.hora} ${slot.disciplina}` })
              }
            />
          ))}
        </List>
      )}
      {cancel.dialogs}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const DayTitle = styled.h2`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
  font-size: 1.15rem;
  font-weight: 750;
`;

const TodayTag = styled.span`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.85rem;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
`;
