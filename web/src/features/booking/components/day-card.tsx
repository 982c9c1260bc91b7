import { CheckCircle2 } from 'lucide-react';
import styled from 'styled-components';
import type { AgendaDay } from '../agenda-days';
import type { AgendaOccurrence } from '../api/get-agenda';
import { cuposLabel } from '../booking-dates';

type DayCardProps = {
  day: AgendaDay;
  /** Accessible name: 'Hoy' or 'Martes 18 de noviembre'. */
  label: string;
  heading: { title: string; date: string };
  onBook: (occurrence: AgendaOccurrence) => void;
  onCancel: (occurrence: AgendaOccurrence & { reserva_id: number }) => void;
};

/** One day of the agenda: its bookable slots, and the member's own turnos in green (click to cancel). */
export function DayCard({ day, label, heading, onBook, onCancel }: DayCardProps) {
  return (
    <Card aria-label={label}>
      <DayTitle aria-label={label}>
        {heading.title}
        <DayDate>{heading.date}</DayDate>
      </DayTitle>
      <Slots>
        {day.slots.map((slot) => {
          const reservaId = slot.reserva_id;
          const booked = reservaId !== null;
          return (
            <li key={slot.horario_id}>
              <Slot
                $booked={booked}
                aria-label={`${slot.hora} ${slot.disciplina}, ${booked ? 'reservado (cancelar)' : cuposLabel(slot.cupo_disponible)}`}
                onClick={() => (reservaId !== null ? onCancel({ ...slot, reserva_id: reservaId }) : onBook(slot))}
              >
                <Time>{slot.hora}</Time>
                <Info>
                  <Discipline>{slot.disciplina}</Discipline>
                  <Places $booked={booked}>
                    {booked ? (
                      <>
                        <CheckCircle2 size={15} aria-hidden="true" /> Reservado
                      </>
                    ) : (
                      cuposLabel(slot.cupo_disponible)
                    )}
                  </Places>
                </Info>
              </Slot>
            </li>
          );
        })}
      </Slots>
    </Card>
  );
}

const Card = styled.section`
  /* A phone shows one card and the edge of the next; a desktop three and a quarter, so scrolling is evident. */
  flex: 0 0 min(300px, calc(100vw - 64px));
  @media (min-width: 768px) {
    flex-basis: calc((100% - 3 * 14px) / 3.25);
  }
  scroll-snap-align: start;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const DayTitle = styled.h2`
  display: flex;
  flex-direction: column;
  font-size: 1.15rem;
  font-weight: 750;
  line-height: 1.25;
`;

const DayDate = styled.span`
  font-size: 0.95rem;
  font-weight: 550;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Slots = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Slot = styled.button.attrs({ type: 'button' })<{ $booked: boolean }>`
  width: 100%;
  min-height: 56px;
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: 14px;
  padding: 10px 12px;
  text-align: left;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $booked }) => ($booked ? theme.colors.success : theme.colors.border)};
  background: ${({ theme, $booked }) => ($booked ? '#e7f6ec' : theme.colors.surface)};
  cursor: pointer;
  transition: background 0.15s ease, border-color 0.15s ease;
  &:hover {
    border-color: ${({ theme, $booked }) => ($booked ? theme.colors.success : theme.colors.accent)};
    background: ${({ theme, $booked }) => ($booked ? '#d9f1e1' : theme.colors.accentSoft)};
  }
`;

const Time = styled.span`
  font-size: 1.1rem;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

const Info = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: 1.3;
`;

const Discipline = styled.span`
  font-weight: 650;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Places = styled.span<{ $booked: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: 0.88rem;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $booked }) => ($booked ? theme.colors.success : theme.colors.textMuted)};
`;
