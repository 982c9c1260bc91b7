import styled from 'styled-components';
import { TextField } from '../../../components/text-field';
import { useDisciplinas } from '../api/get-disciplinas';
import type { PaqueteFormValues } from '../package-form';
import { DisciplinesChoice } from './disciplines-choice';

type Props = { values: PaqueteFormValues; onChange: (values: PaqueteFormValues) => void; compact?: boolean };

/** Nombre del paquete, Cantidad de clases al mes, Precio (docs/product.md §2) and the disciplines it may book. */
export function PaqueteFields({ values, onChange, compact }: Props) {
  const disciplinas = useDisciplinas();
  const set = (field: 'nombre' | 'cantidad_clases' | 'precio') => (e: { target: { value: string } }) => onChange({ ...values, [field]: e.target.value });
  return (
    <Fields $compact={!!compact}>
      <TextField label="Nombre del paquete" value={values.nombre} onChange={set('nombre')} maxLength={80} placeholder="Ej.: 8 clases" />
      <TextField label="Cantidad de clases al mes" type="number" inputMode="numeric" min={1} value={values.cantidad_clases} onChange={set('cantidad_clases')} />
      <TextField label="Precio" type="number" inputMode="decimal" min={0} step="0.01" value={values.precio} onChange={set('precio')} placeholder="Ej.: 28000" />
      {/* A package limited to some disciplines books only their classes; "Todas": every discipline. */}
      <DisciplinesChoice disciplinas={disciplinas.data ?? []} value={values.disciplinas} onChange={(d) => onChange({ ...values, disciplinas: d })} />
    </Fields>
  );
}

const Fields = styled.div<{ $compact: boolean }>`
  display: grid;
  gap: 14px;
  @media (min-width: 700px) {
    grid-template-columns: ${({ $compact }) => ($compact ? '1fr' : '1fr 1fr')};
  }
`;
