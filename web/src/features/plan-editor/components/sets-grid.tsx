import { Check, Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import type { Ejercicio } from '../api/types';
import { nextRow, rowOf, setsOfRows, type GridRow, type GridSet } from '../sets-grid-rows';
import { IconButton } from './icon-button';
import { ErrorText, Input } from './inline-editor';

type Props = { exercise: Ejercicio; onSave: (series: GridSet[]) => void; onCancel: () => void };

/**
 * Every set of an exercise at once: one row per set (repetitions, kg, or seconds), rows added and removed, one
 * save that replaces the exercise's sets (numbered 1..n in row order) instead of a pencil per set.
 */
export function SetsGrid({ exercise, onSave, onCancel }: Props) {
  const [rows, setRows] = useState<GridRow[]>(() => [...exercise.series].sort((a, b) => a.numero - b.numero).map(rowOf));
  const [added, setAdded] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const edit = (key: string, field: 'reps' | 'kg' | 'seconds', value: string) => setRows(rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)));

  return (
    <Grid aria-label={`Series de ${exercise.nombre} en tabla`} onSubmit={(event) => {
      event.preventDefault();
      const result = setsOfRows(rows);
      if ('error' in result) return setError(result.error);
      onSave(result.sets);
    }}>
      <Head aria-hidden="true"><span>#</span><span>Reps</span><span>Kg</span><span>Seg</span><span /></Head>
      {rows.map((row, i) => (
        <Row key={row.key}>
          <b>{i + 1}</b>
          <Input aria-label={`Repeticiones de la serie ${i + 1}`} value={row.reps} placeholder="10" onChange={(e) => edit(row.key, 'reps', e.target.value)} />
          <Input aria-label={`Kg de la serie ${i + 1}`} inputMode="decimal" value={row.kg} placeholder="—" onChange={(e) => edit(row.key, 'kg', e.target.value)} />
          <Input aria-label={`Segundos de la serie ${i + 1}`} inputMode="numeric" value={row.seconds} placeholder="—" onChange={(e) => edit(row.key, 'seconds', e.target.value)} />
          <IconButton type="button" $tone="danger" aria-label={`Quitar la serie ${i + 1}`} onClick={() => setRows(rows.filter((r) => r.key !== row.key))}>
            <Trash2 size={16} aria-hidden="true" />
          </IconButton>
        </Row>
      ))}
      <Actions>
        <Button type="button" $variant="ghost" onClick={() => {
          setRows([...rows, nextRow(rows, `n${added}`)]);
          setAdded(added + 1);
        }}>
          <Plus size={16} aria-hidden="true" />
          Agregar fila
        </Button>
        <Button type="button" $variant="ghost" onClick={onCancel}><X size={16} aria-hidden="true" />Cancelar</Button>
        <Button type="submit" $variant="secondary"><Check size={16} aria-hidden="true" />Guardar series</Button>
      </Actions>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Grid>
  );
}

const Grid = styled.form`
  max-width: 560px;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const columns = 'grid-template-columns: 1.6em minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr) 40px;';

const Head = styled.div`
  display: grid;
  ${columns}
  gap: 6px;
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.div`
  display: grid;
  ${columns}
  gap: 6px;
  align-items: center;
  font-variant-numeric: tabular-nums;
  input { min-width: 0; min-height: 40px; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  justify-content: flex-end;
`;
