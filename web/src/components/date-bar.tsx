import { ChevronLeft, ChevronRight } from 'lucide-react';
import styled from 'styled-components';
import { isFecha, shiftDate } from '../lib/calendar-date';
import { Button } from './button';

/** Previous day, a date input, next day, and back to today (Reservas, the class console). */
export function DateBar({ fecha, today, onChange }: { fecha: string; today: string; onChange: (fecha: string) => void }) {
  return (
    <Bar role="group" aria-label="Elegir fecha">
      <IconButton $variant="secondary" aria-label="Día anterior" onClick={() => onChange(shiftDate(fecha, -1))}>
        <ChevronLeft size={20} aria-hidden="true" />
      </IconButton>
      <DateInput type="date" aria-label="Fecha" value={fecha} onChange={(e) => isFecha(e.target.value) && onChange(e.target.value)} />
      <IconButton $variant="secondary" aria-label="Día siguiente" onClick={() => onChange(shiftDate(fecha, 1))}>
        <ChevronRight size={20} aria-hidden="true" />
      </IconButton>
      <Button $variant="secondary" onClick={() => onChange(today)} disabled={fecha === today}>
        Hoy
      </Button>
    </Bar>
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
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.accentSoft};
  }
`;
