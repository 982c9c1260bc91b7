import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import type { Medida } from '../../../../../contract/progress';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteMeasurement } from '../api/measurements';
import { newestFirst } from '../measurement-charts';
import { formatMeasurement, fullDate, MEASUREMENT_FIELDS } from '../measurement-fields';
import { card, plainList } from './progress.styles';

/** "Peso 72,5 kg · Cintura 80 cm": what a measurement holds, in the form's order. */
export const measurementSummary = (medida: Medida): string =>
  MEASUREMENT_FIELDS.flatMap((f) => (medida[f.campo] === null ? [] : [`${f.label} ${formatMeasurement(f, medida[f.campo]!)}`])).join(' · ');

/** Her measurements, newest first; each can be deleted once she confirms. */
export function MeasurementList({ medidas }: { medidas: readonly Medida[] }) {
  const [deleting, setDeleting] = useState<Medida | null>(null);
  const remove = useDeleteMeasurement();
  return (
    <>
      <List aria-label="Medidas registradas">
        {newestFirst(medidas).map((m) => (
          <li key={m.id} aria-label={`Medidas del ${fullDate(m.fecha)}`}>
            <div>
              <strong>{fullDate(m.fecha)}</strong>
              <span>{measurementSummary(m)}</span>
            </div>
            <Button $variant="ghost" aria-label={`Eliminar las medidas del ${fullDate(m.fecha)}`} onClick={() => setDeleting(m)}>
              <Trash2 size={20} aria-hidden="true" />
            </Button>
          </li>
        ))}
      </List>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="¿Eliminar estas medidas?"
        description={deleting ? `Se eliminarán las medidas del ${fullDate(deleting.fecha)}. Esta acción no se puede deshacer.` : undefined}
        confirmLabel="Eliminar"
        onConfirm={() => deleting && remove.mutateAsync(deleting.id)}
      />
    </>
  );
}

const List = styled.ul`
  ${plainList}
  li {
    ${card}
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 6px 6px 6px 14px;
  }
  li > div { display: grid; gap: 2px; min-width: 0; }
  strong { font-variant-numeric: tabular-nums; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  li > button { flex: none; width: 44px; padding: 0; }
`;
