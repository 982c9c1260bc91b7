import { CopyPlus } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Select } from '../../../components/select';

type Target = { id: number; nombre: string };

/** "Copiar … a": pick where (a week for a day, a day of any week for a block) and copy it there, last. */
export function CopyTo({ label, targets, onCopy }: { label: string; targets: Target[]; onCopy: (targetId: number) => void }) {
  const [target, setTarget] = useState<number | null>(targets[0]?.id ?? null);
  const chosen = targets.some((t) => t.id === target) ? target : (targets[0]?.id ?? null);
  return (
    <Row>
      <label>
        <span>{label}</span>
        <Select $compact aria-label={label} value={chosen ?? ''} onChange={(event) => setTarget(Number(event.target.value))}>
          {targets.map((t) => <option key={t.id} value={t.id}>{t.nombre}</option>)}
        </Select>
      </label>
      <Button $variant="secondary" disabled={chosen === null} onClick={() => chosen !== null && onCopy(chosen)}>
        <CopyPlus size={16} aria-hidden="true" />
        Copiar
      </Button>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  label { display: flex; flex-direction: column; gap: 4px; flex: 1 1 12em; min-width: 0; font-size: 0.9rem; font-weight: 600; }
  select { min-height: 40px; }
`;
