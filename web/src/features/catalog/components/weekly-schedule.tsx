import { Pencil, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { StackList } from '../../../components/stack-list';
import { Card } from '../../../components/card';
import type { Horario } from '../api/types';
import { WEEK } from '../horario-form';
import { IconButton } from './icon-button';
import { SavedBadge, savedRow } from './saved-badge';
import { useReveal } from './use-reveal';

type Props = {
  horarios: Horario[];
  action: 'edit' | 'delete' | null;
  onPick: (slot: Horario) => void;
  /** The slot just added or edited: marked, scrolled into view and focused. */
  saved?: { id: number; label: string } | null;
};

/** Slots grouped by weekday, Lunes..Domingo; Domingo only when it has classes. */
export function WeeklySchedule({ horarios, action, onPick, saved }: Props) {
  const days = WEEK.filter((day) => day !== 'Domingo' || horarios.some((h) => h.dia_semana === day));
  const savedSlot = saved ? horarios.find((h) => h.id === saved.id) : undefined;
  // Keyed by what the slot now is, so editing it again reveals it again.
  const revealKey = savedSlot ? `${savedSlot.id} ${savedSlot.dia_semana} ${savedSlot.hora} ${saved!.label}` : null;
  const savedRef = useReveal<HTMLLIElement>(revealKey, !!savedSlot);
  return (
    <Days>
      {days.map((day) => {
        const slots = horarios.filter((h) => h.dia_semana === day);
        return (
          <Card key={day} aria-label={day}>
            <DayTitle>{day}</DayTitle>
            {slots.length === 0 && <Muted>Sin clases</Muted>}
            <Slots>
              {slots.map((slot) => (
                <Slot key={slot.id} {...(slot.id === savedSlot?.id ? { ref: savedRef, tabIndex: -1, $saved: true } : {})}>
                  <Time>{slot.hora}</Time>
                  <Detail>
                    <strong>{slot.disciplina}</strong>
                    <Muted>
                      Cupo {slot.cupo_maximo} · {slot.duracion_minutos ?? 60} min{slot.profesor ? ` · ${slot.profesor}` : ''}
                    </Muted>
                  </Detail>
                  {slot.id === savedSlot?.id && <SavedBadge>{saved!.label}</SavedBadge>}
                  {action === 'edit' && (
                    <IconButton aria-label={`Editar ${day} ${slot.hora} ${slot.disciplina}`} onClick={() => onPick(slot)}>
                      <Pencil size={18} aria-hidden="true" />
                    </IconButton>
                  )}
                  {action === 'delete' && (
                    <IconButton $tone="danger" aria-label={`Eliminar ${day} ${slot.hora} ${slot.disciplina}`} onClick={() => onPick(slot)}>
                      <Trash2 size={18} aria-hidden="true" />
                    </IconButton>
                  )}
                </Slot>
              ))}
            </Slots>
          </Card>
        );
      })}
    </Days>
  );
}

const Days = styled.div`
  display: grid;
  gap: 14px;
  align-items: start;
  @media (min-width: 700px) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: 1100px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const DayTitle = styled.h2`
  font-size: 1.1rem;
  font-weight: 750;
`;

const Slots = StackList;

const Slot = styled.li<{ $saved?: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 52px;
  padding: 6px 8px 6px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  ${savedRow}
`;

const Time = styled.span`
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  font-size: 1.05rem;
`;

const Detail = styled.span`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;
