import styled, { css } from 'styled-components';
import { StackList } from '../../../components/stack-list';
import type { AgendaDay, AgendaSlot } from '../agenda-days';
import type { AgendaOccurrence } from '../api/get-agenda';
import type { NotBookable } from '../bookable';
import { classDetails, closedDayMotivo } from '../calendar-labels';
import { accessibleName, isInert, kindOf, StatusLine, type SlotKind } from './slot-status';

type DayCardProps = {
  day: AgendaDay;
  /** Accessible name: 'Hoy' or 'Martes 18 de noviembre'. */
  label: string;
  heading: { title: string; date: string };
  onBook: (occurrence: AgendaOccurrence) => void;
  onCancel: (occurrence: AgendaOccurrence & { reserva_id: number }) => void;
  /** A full class: join its waitlist. */
  onJoinWaitlist: (occurrence: AgendaOccurrence) => void;
  /** A class the member waits for: leave its waitlist. */
  onLeaveWaitlist: (occurrence: AgendaOccurrence) => void;
  /** Why the viewer cannot book a class (no package or credits, not in their package, not open), known before any tap. */
  notBookable?: (occurrence: AgendaOccurrence) => NotBookable;
};

/**
 * One day of the agenda: its classes, the member's own turnos in green (click to cancel), full classes as
 * "Completo" with their waitlist (click to join), and the classes the member waits for with their place in line.
 */
export function DayCard({ day, label, heading, onBook, onCancel, onJoinWaitlist, onLeaveWaitlist, notBookable }: DayCardProps) {
  const act = (slot: AgendaSlot, kind: SlotKind) => {
    if (isInert(kind)) return;
    if (kind === 'booked') onCancel({ ...slot, reserva_id: slot.reserva_id! });
    else if (kind === 'waiting') onLeaveWaitlist(slot);
    else if (kind === 'full') onJoinWaitlist(slot);
    else onBook(slot);
  };
  const closed = closedDayMotivo(day.slots);
  return (
    <Card aria-label={label} $closed={closed !== null}>
      <DayTitle aria-label={label}>
        {heading.title}
        <DayDate>{heading.date}</DayDate>
      </DayTitle>
      {closed !== null && <ClosedBanner role="note">Cerrado: {closed}</ClosedBanner>}
      <Slots>
        {day.slots.map((slot) => {
          const blocked = notBookable?.(slot) ?? null;
          const kind = kindOf(slot, blocked, closed !== null);
          return (
            <li key={slot.horario_id}>
              <Slot $kind={kind} aria-label={accessibleName(slot, kind, blocked)} aria-disabled={isInert(kind) || undefined} onClick={() => act(slot, kind)}>
                <Time>{slot.hora}</Time>
                <Info>
                  <Discipline>{slot.disciplina}</Discipline>
                  {kind !== 'closed' && classDetails(slot) && <Details>{classDetails(slot)}</Details>}
                  {kind !== 'closed' && (
                    <Places $kind={kind}>
                      <StatusLine slot={slot} kind={kind} blocked={blocked} />
                    </Places>
                  )}
                </Info>
              </Slot>
            </li>
          );
        })}
      </Slots>
    </Card>
  );
}

const Card = styled.section<{ $closed?: boolean }>`
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
  ${({ theme, $closed }) => $closed && css`background: ${theme.colors.surfaceMuted};`}
`;

/** A closed day says why at the top (a holiday, works in the studio…). */
const ClosedBanner = styled.p`
  margin: 0;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fdecea;
  color: #9b1c1c;
  font-weight: 700;
  font-size: 0.92rem;
`;

const Details = styled.span`
  font-size: 0.82rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
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

const Slots = StackList;

const Slot = styled.button.attrs({ type: 'button' })<{ $kind: SlotKind }>`
  width: 100%;
  min-height: 56px;
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: 14px;
  padding: 10px 12px;
  text-align: left;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition: background 0.15s ease, border-color 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  ${({ theme, $kind }) =>
    $kind === 'booked' &&
    css`
      border-color: ${theme.colors.success};
      background: #e7f6ec;
      &:hover { border-color: ${theme.colors.success}; background: #d9f1e1; }
    `}
  ${({ $kind }) =>
    ($kind === 'waiting' || $kind === 'offered') &&
    css`
      border-color: #e0a526;
      background: #fff6e0;
      &:hover { border-color: #c98f12; background: #ffefc7; }
    `}
  ${({ theme, $kind }) =>
    $kind === 'full' &&
    css`
      background: ${theme.colors.surfaceMuted};
    `}
  ${({ theme, $kind }) =>
    ($kind === 'cancelled' || $kind === 'closed') &&
    css`
      background: ${theme.colors.surfaceMuted};
      cursor: default;
      & > span:first-child { text-decoration: line-through; color: ${theme.colors.textMuted}; }
      &:hover { border-color: ${theme.colors.border}; background: ${theme.colors.surfaceMuted}; }
    `}
  ${({ $kind }) =>
    $kind === 'closed' &&
    css`
      min-height: 44px;
      padding: 6px 12px;
    `}
  ${({ theme, $kind }) =>
    $kind === 'timetable' &&
    css`
      cursor: default;
      &:hover { border-color: ${theme.colors.border}; background: ${theme.colors.surface}; }
    `}
  ${({ theme, $kind }) =>
    $kind === 'blocked' &&
    css`
      background: ${theme.colors.surfaceMuted};
      opacity: 0.7;
      cursor: not-allowed;
      &:hover { border-color: ${theme.colors.border}; }
    `}
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

const Places = styled.span<{ $kind: SlotKind }>`
  display: inline-flex;
  /* The icon stays beside the first line when a long status wraps. */
  align-items: flex-start;
  gap: 4px;
  font-size: 0.88rem;
  font-weight: 600;
  & > svg { flex: none; margin-top: 2px; }
  color: ${({ theme, $kind }) => ($kind === 'booked' ? theme.colors.success : $kind === 'waiting' || $kind === 'offered' ? '#8a5a00' : $kind === 'cancelled' ? '#9b1c1c' : theme.colors.textMuted)};
`;
