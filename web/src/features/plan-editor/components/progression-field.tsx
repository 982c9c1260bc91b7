import { TrendingUp } from 'lucide-react';
import styled from 'styled-components';
import { Select } from '../../../components/select';
import { parseStep } from '../../../lib/format-weight';
import type { Progresion } from '../api/edit-plan';
import { Input } from './inline-editor';

export type ProgressionDraft = { valor: string; tipo: Progresion['tipo'] };

/** Something typed that is not a number ("dos", "2,5,"): duplicating then would silently make a plain copy. */
export const progressionUnreadable = (draft: ProgressionDraft) => parseStep(draft.valor) === null;

/** The draft as the duplicateSemana body takes it ("1,25" or "1.25" kg): nothing when blank or 0 (a plain copy). */
export function progresionOf(draft: ProgressionDraft): Progresion | undefined {
  const valor = parseStep(draft.valor);
  return valor === null || valor === 0 ? undefined : { tipo: draft.tipo, valor };
}

/**
 * The progression helper beside the weeks' Duplicar buttons: each duplicated week's loaded sets get + kg or + %
 * (bodyweight sets stay —). Duplicating the last week again and again builds the month.
 */
export function ProgressionField({ draft, onChange }: { draft: ProgressionDraft; onChange: (draft: ProgressionDraft) => void }) {
  const unreadable = progressionUnreadable(draft);
  return (
    <Row>
      <TrendingUp size={18} aria-hidden="true" />
      <label htmlFor="progresion-valor">Al duplicar, sumar</label>
      <Amount
        id="progresion-valor"
        aria-label="Progresión al duplicar"
        aria-invalid={unreadable}
        aria-describedby={unreadable ? 'progresion-error' : undefined}
        inputMode="decimal"
        placeholder="0"
        value={draft.valor}
        onChange={(e) => onChange({ ...draft, valor: e.target.value })}
      />
      <Select $compact aria-label="Unidad de la progresión" value={draft.tipo} onChange={(e) => onChange({ ...draft, tipo: e.target.value === 'porcentaje' ? 'porcentaje' : 'kg' })}>
        <option value="kg">kg</option>
        <option value="porcentaje">%</option>
      </Select>
      <Muted>a las series con peso</Muted>
      {unreadable && (
        <Problem id="progresion-error" role="alert">
          Escribe un número, por ejemplo 2,5 o 1,25: así no se puede duplicar.
        </Problem>
      )}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 8px;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  font-size: 0.9rem;
  font-weight: 600;
  select { min-height: 40px; }
`;

const Amount = styled(Input)`
  flex: 0 0 5.5em;
  width: 5.5em;
  min-height: 40px;
`;

const Problem = styled.span`
  flex-basis: 100%;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
`;

const Muted = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;
