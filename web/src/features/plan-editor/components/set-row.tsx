import { Check, Copy, Pencil, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { formatRepsWithUnit } from '../../../lib/format-reps';
import { formatWeight, parseKilos, weightInput, weightLabel } from '../../../lib/format-weight';
import type { Serie } from '../api/types';
import { toInt } from './add-forms';
import { useEditor } from './editor-context';
import { IconButton } from './icon-button';
import { Input } from './inline-editor';

/** One set: número, repeticiones and peso (kg), with duplicate, edit and delete. */
export function SetRow({ set }: { set: Serie }) {
  const { run, ask } = useEditor();
  const [draft, setDraft] = useState<{ numero: string; repeticiones: string; peso: string } | null>(null);
  const label = `serie ${set.numero}`;

  if (draft) {
    return (
      <Row as="form" onSubmit={(event) => {
        event.preventDefault();
        run({ type: 'editSet', setId: set.id, numero: toInt(draft.numero, set.numero), repeticiones: draft.repeticiones.trim() || '0', peso: parseKilos(draft.peso) ?? draft.peso });
        setDraft(null);
      }}>
        <Small aria-label="Número" type="number" min={1} value={draft.numero} onChange={(e) => setDraft({ ...draft, numero: e.target.value })} />
        <Small aria-label="Repeticiones" value={draft.repeticiones} onChange={(e) => setDraft({ ...draft, repeticiones: e.target.value })} />
        <Small aria-label="Peso (kg)" inputMode="decimal" value={draft.peso} onChange={(e) => setDraft({ ...draft, peso: e.target.value })} />
        <IconButton type="submit" aria-label="Guardar serie"><Check size={16} aria-hidden="true" /></IconButton>
        <IconButton type="button" aria-label="Cancelar" onClick={() => setDraft(null)}><X size={16} aria-hidden="true" /></IconButton>
      </Row>
    );
  }
  return (
    <Row aria-label={label}>
      <Cells>
        <Cell><b>{set.numero}</b></Cell>
        <Cell>{formatRepsWithUnit(set.repeticiones)}</Cell>
        <WeightCell aria-label={weightLabel(set.peso)}>{formatWeight(set.peso)}</WeightCell>
      </Cells>
      <IconButton type="button" aria-label={`Duplicar ${label}`} onClick={() => run({ type: 'duplicateSet', setId: set.id })}><Copy size={16} aria-hidden="true" /></IconButton>
      <IconButton type="button" aria-label={`Editar ${label}`} onClick={() => setDraft({ numero: String(set.numero), repeticiones: set.repeticiones, peso: weightInput(set.peso) })}>
        <Pencil size={16} aria-hidden="true" />
      </IconButton>
      <IconButton type="button" $tone="danger" aria-label={`Eliminar ${label}`} onClick={() => ask(`Se eliminará la ${label}.`, () => run({ type: 'deleteSet', setId: set.id }))}>
        <Trash2 size={16} aria-hidden="true" />
      </IconButton>
    </Row>
  );
}

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 2px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Cells = styled.div`
  flex: 1;
  display: grid;
  // On a 375 px phone the kg column keeps "102,5 kg" on one line and "8 reps" still fits beside it.
  grid-template-columns: 1.5em minmax(0, 1fr) minmax(4.5em, 1fr);
  gap: 6px;
  font-variant-numeric: tabular-nums;
`;

// A long reps text ("8-10 reps") wraps inside its column on a phone instead of running into the weight.
const Cell = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const WeightCell = styled(Cell)`
  white-space: nowrap;
`;

const Small = styled(Input)`
  width: 4.5em;
  flex: 1 1 3em;
`;
