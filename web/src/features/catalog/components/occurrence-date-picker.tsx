import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { dayMonth } from '../../../lib/calendar-date';
import type { Horario } from '../api/types';
import { upcomingClassDates } from '../occurrence-dates';

// Two months of a weekly class at a glance; more on request.
const DATES_SHOWN = 8;

type Props = {
  label: string;
  horario: Horario | undefined;
  value: string;
  onChange: (fecha: string) => void;
  today: string;
  nowMinutes: number;
  /** Why a date cannot be chosen ('cancelada', 'cerrado'), or null. */
  unavailable: (fecha: string) => string | null;
};

/**
 * The dates the chosen class meets, to tap: a weekly slot's next ones on its weekday, a one-off class its own date.
 * Every date offered is one the class has, so no date typed for the wrong weekday is ever refused.
 */
export function OccurrenceDatePicker({ label, horario, value, onChange, today, nowMinutes, unavailable }: Props) {
  const [shown, setShown] = useState(DATES_SHOWN);
  const dates = horario ? upcomingClassDates(horario, today, nowMinutes, shown) : [];
  const hint = !horario
    ? 'Elige primero la clase.'
    : horario.fecha
      ? dates.length > 0 ? `Es una clase única: solo el ${dayMonth(horario.fecha)}.` : 'Esta clase ya empezó.'
      : `Los ${horario.dia_semana.toLowerCase()} a las ${horario.hora}.`;
  return (
    <Group>
      <Legend>{label}</Legend>
      <Hint>{hint}</Hint>
      {dates.length > 0 && (
        <Chips>
          {dates.map((fecha) => {
            const reason = unavailable(fecha);
            return (
              <Chip key={fecha} $checked={value === fecha} $disabled={!!reason}>
                <input type="radio" name="fecha-clase" value={fecha} checked={value === fecha} disabled={!!reason} onChange={() => onChange(fecha)} />
                <span>{dayMonth(fecha)}</span>
                {reason && <Reason>{reason}</Reason>}
              </Chip>
            );
          })}
        </Chips>
      )}
      {horario && !horario.fecha && (
        <More type="button" $variant="ghost" onClick={() => setShown((n) => n + DATES_SHOWN)}>
          Ver más fechas
        </More>
      )}
    </Group>
  );
}

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 6px;
  font-weight: 650;
  font-size: 0.95rem;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Chips = styled.div`
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(auto-fill, minmax(72px, 1fr));
`;

const Chip = styled.label<{ $checked: boolean; $disabled: boolean }>`
  position: relative;
  min-height: 44px;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: 4px 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.accentStrong : theme.colors.border)};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.accentSoft : theme.colors.surface)};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  &:has(input:focus-visible) { outline: 3px solid ${({ theme }) => theme.colors.accentStrong}; outline-offset: 2px; }
  /* The radio stays in the accessibility tree and takes the keyboard; the chip is what the eye and the finger see. */
  input { position: absolute; inset: 0; margin: 0; opacity: 0; cursor: inherit; }
`;

const Reason = styled.span`
  font-size: 0.75rem;
  font-weight: 600;
`;

const More = styled(Button)`
  align-self: flex-start;
`;
