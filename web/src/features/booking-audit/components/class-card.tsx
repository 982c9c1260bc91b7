import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../../../components/empty-state';
import { errorDetail } from '../../../lib/api-client';
import type { Occupancy, RosterEntry, WeeklySlot } from '../api/types';
import { placesTaken, placesTakenLabel } from '../audit-wording';
import { HistoryTimeline } from './history-timeline';
import { RosterList } from './roster-list';
import { WaitlistList } from './waitlist-list';

type ClassCardProps = {
  slot: WeeklySlot;
  fecha: string;
  occupancy: UseQueryResult<Occupancy>;
  open: boolean;
  onToggle: () => void;
  /** Absent once the class has started. */
  onCancel?: (entry: RosterEntry) => void;
};

/** One class of the chosen day: time, discipline and places taken; opened, its roster and its history. */
export function ClassCard({ slot, fecha, occupancy, open, onToggle, onCancel }: ClassCardProps) {
  const detailId = useId();
  const taken = occupancy.data?.roster.length;
  const places = taken === undefined ? 'cargando lugares' : placesTakenLabel(taken, slot.cupo_maximo);
  return (
    <Card $open={open}>
      <Toggle aria-expanded={open} aria-controls={detailId} aria-label={`${slot.hora} ${slot.disciplina}, ${places}`} onClick={onToggle}>
        <Time>{slot.hora}</Time>
        <Discipline>{slot.disciplina}</Discipline>
        <Places $full={taken !== undefined && taken >= slot.cupo_maximo}>{taken === undefined ? `…/${slot.cupo_maximo}` : placesTaken(taken, slot.cupo_maximo)}</Places>
        <Chevron size={20} aria-hidden="true" $open={open} />
      </Toggle>
      {open && (
        <Detail id={detailId}>
          {occupancy.isError && <ErrorText role="alert">Error cargando datos: {errorDetail(occupancy.error)}</ErrorText>}
          {occupancy.isPending && <EmptyState role="status">Cargando anotados...</EmptyState>}
          {occupancy.data && (
            <Columns>
              <section aria-label="Anotados">
                <SectionTitle>
                  Anotados <Count>{placesTaken(occupancy.data.roster.length, slot.cupo_maximo)}</Count>
                </SectionTitle>
                <RosterList roster={occupancy.data.roster} onCancel={onCancel} />
                <WaitlistTitle>Lista de espera</WaitlistTitle>
                <WaitlistList horarioId={slot.id} fecha={fecha} />
              </section>
              <section aria-label="Historial">
                <SectionTitle>Historial</SectionTitle>
                <HistoryTimeline
                  entries={occupancy.data.history}
                  label="Historial de la clase"
                  subject={(entry) => entry.userName}
                  emptyText="Todavía no hubo reservas ni cancelaciones."
                />
              </section>
            </Columns>
          )}
        </Detail>
      )}
    </Card>
  );
}

const Card = styled.li<{ $open: boolean }>`
  border: 1px solid ${({ $open, theme }) => ($open ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
`;

const Toggle = styled.button.attrs({ type: 'button' })`
  width: 100%;
  min-height: 60px;
  display: grid;
  grid-template-columns: auto 1fr auto auto;
  align-items: center;
  gap: 14px;
  padding: 10px 16px;
  border: 0;
  background: transparent;
  text-align: left;
  cursor: pointer;
  /* Hover only where there is a pointer: on a phone the tint would stick to the tapped class. */
  @media (hover: hover) {
    &:hover { background: ${({ theme }) => theme.colors.accentSoft}; }
  }
`;

const Time = styled.span`
  font-size: 1.1rem;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

const Discipline = styled.span`
  font-weight: 650;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Places = styled.span<{ $full: boolean }>`
  padding: 3px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $full, theme }) => ($full ? theme.colors.dangerSoft : theme.colors.surfaceMuted)};
  color: ${({ $full, theme }) => ($full ? theme.colors.danger : theme.colors.text)};
  font-weight: 700;
  font-size: 0.9rem;
  font-variant-numeric: tabular-nums;
`;

const Chevron = styled(ChevronDown)<{ $open: boolean }>`
  color: ${({ theme }) => theme.colors.textMuted};
  transition: transform 0.2s ease;
  transform: rotate(${({ $open }) => ($open ? 180 : 0)}deg);
`;

const Detail = styled.div`
  padding: 4px 16px 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Columns = styled.div`
  display: grid;
  gap: 20px;
  padding-top: 12px;
  @media (min-width: 900px) {
    grid-template-columns: 1fr 1fr;
    gap: 28px;
  }
`;

const SectionTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 6px;
  font-size: 1rem;
  font-weight: 750;
`;

const WaitlistTitle = styled(SectionTitle)`
  margin-top: 18px;
`;

const Count = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
