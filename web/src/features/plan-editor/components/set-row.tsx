import { Check, Copy, Pencil, Trash2, X } from 'lucide-react';
import { Fragment, useState } from 'react';
import styled from 'styled-components';
import { formatRepsWithUnit } from '../../../lib/format-reps';
import { formatKilos, formatWeight, parseKilos, weightInput, weightLabel } from '../../../lib/format-weight';
import { effortParts, keepsTogether } from '../../../lib/training-load';
import type { Serie } from '../api/types';
import { toInt } from './add-forms';
import { useEditor } from './editor-context';
import { IconButton } from './icon-button';
import { Input } from './inline-editor';

type Draft = { numero: string; repeticiones: string; peso: string; rpe: string; rir: string; porcentaje: string; tempo: string };

const numberInput = (n: number | undefined) => (n === undefined ? '' : formatKilos(n).replace(/\./g, ''));
const draftOf = (set: Serie): Draft => ({
  numero: String(set.numero),
  repeticiones: set.repeticiones,
  peso: weightInput(set.peso),
  rpe: numberInput(set.rpe),
  rir: set.rir === undefined ? '' : String(set.rir),
  porcentaje: numberInput(set.porcentaje),
  tempo: set.tempo ?? '',
});

/** What the coach prescribed beyond reps and kg: "75 % del máximo", "RPE 8", "Tempo 3-1-1-0". */
const prescriptionParts = (set: Serie) => [...(set.porcentaje === undefined ? [] : [`${formatKilos(set.porcentaje)} % del máximo`]), ...effortParts(set)];

type Field = { key: keyof Draft; label: string; type?: 'number'; inputMode?: 'decimal' | 'numeric'; placeholder?: string; wide?: boolean };
// Each field says what it is above it: once filled, a placeholder no longer would.
const fields: readonly Field[] = [
  { key: 'numero', label: 'Número', type: 'number' },
  { key: 'repeticiones', label: 'Repeticiones' },
  { key: 'peso', label: 'Peso (kg)', inputMode: 'decimal' },
  { key: 'porcentaje', label: '% del máximo', inputMode: 'decimal' },
  { key: 'rpe', label: 'RPE', inputMode: 'decimal' },
  { key: 'rir', label: 'RIR', inputMode: 'numeric' },
  { key: 'tempo', label: 'Tempo', placeholder: '3-1-1-0', wide: true },
];

/** One set: número, repeticiones and peso (kg), RPE or RIR, % of the training max and tempo, with duplicate, edit and delete. */
export function SetRow({ set }: { set: Serie }) {
  const { run, ask } = useEditor();
  const [draft, setDraft] = useState<Draft | null>(null);
  const label = `serie ${set.numero}`;

  if (draft) {
    return (
      <FormRow as="form" onSubmit={(event) => {
        event.preventDefault();
        const { rpe, rir, porcentaje, tempo } = draft;
        run({ type: 'editSet', setId: set.id, numero: toInt(draft.numero, set.numero), repeticiones: draft.repeticiones.trim() || '0', peso: parseKilos(draft.peso) ?? draft.peso, rpe, rir, porcentaje, tempo });
        setDraft(null);
      }}>
        {fields.map((field) => (
          <FieldLabel key={field.key} $wide={field.wide}>
            {field.label}
            <Small type={field.type} min={field.type ? 1 : undefined} inputMode={field.inputMode} placeholder={field.placeholder} value={draft[field.key]} onChange={(e) => setDraft({ ...draft, [field.key]: e.target.value })} />
          </FieldLabel>
        ))}
        <Actions>
          <IconButton type="submit" aria-label="Guardar serie"><Check size={16} aria-hidden="true" /></IconButton>
          <IconButton type="button" aria-label="Cancelar" onClick={() => setDraft(null)}><X size={16} aria-hidden="true" /></IconButton>
        </Actions>
      </FormRow>
    );
  }
  return (
    <Row aria-label={label}>
      <Cells>
        <Numbers>
          <Cell><b>{set.numero}</b></Cell>
          <Cell>{formatRepsWithUnit(set.repeticiones)}</Cell>
          <WeightCell aria-label={weightLabel(set.peso)}>{formatWeight(set.peso)}</WeightCell>
        </Numbers>
        {prescriptionParts(set).length > 0 && (
          <Prescribed>
            {prescriptionParts(set).map((part, i, all) => (
              <Fragment key={part}>{i > 0 && ' '}<Piece $together={keepsTogether(part)}>{part}{i < all.length - 1 && ' ·'}</Piece></Fragment>
            ))}
          </Prescribed>
        )}
      </Cells>
      <IconButton type="button" aria-label={`Duplicar ${label}`} onClick={() => run({ type: 'duplicateSet', setId: set.id })}><Copy size={16} aria-hidden="true" /></IconButton>
      <IconButton type="button" aria-label={`Editar ${label}`} onClick={() => setDraft(draftOf(set))}>
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

// Seven fields do not fit a phone's width in one line: they wrap three to a line, the buttons after them.
const FormRow = styled(Row)`
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 6px;
  padding: 6px 0;
`;

const FieldLabel = styled.label<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  flex: ${({ $wide }) => ($wide ? '2 1 7rem' : '1 1 5.5rem')};
  min-width: 0;
  justify-content: flex-end;
  font-size: 0.75rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  gap: 4px;
  margin-left: auto;
`;

// The numbers in a grid and the prescription under them, outside it: its unbreakable pieces must not widen a column.
const Cells = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Numbers = styled.div`
  display: grid;
  // On a 375 px phone the kg column is as wide as its "102,5 kg" (never broken) and "5 reps" fits beside a "—".
  grid-template-columns: 1.5em minmax(0, 1fr) minmax(max-content, 1fr);
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

// 44 px tall here, a thumb's target; the shared input stays 40.
const Small = styled(Input)`
  width: 100%;
  min-height: 44px;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.text};
`;

// Under the set's numbers, from the reps on: the prescription reads as one line, wrapping between pieces on a phone.
const Prescribed = styled.span`
  padding-left: calc(1.5rem + 6px);
  font-size: 0.875em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Piece = styled.span<{ $together: boolean }>`
  white-space: ${({ $together }) => ($together ? 'nowrap' : 'normal')};
`;
