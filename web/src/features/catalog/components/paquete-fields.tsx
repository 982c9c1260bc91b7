import styled from 'styled-components';
import { TextField } from '../../../components/text-field';
import { useDisciplinas } from '../api/get-disciplinas';
import type { PaqueteFormValues } from '../package-form';
import { SelectField } from './select-field';

type Props = { values: PaqueteFormValues; onChange: (values: PaqueteFormValues) => void; compact?: boolean };

/** Nombre del paquete, Cantidad de clases al mes, Precio and Disciplina (SPEC.md §2). */
export function PaqueteFields({ values, onChange, compact }: Props) {
  const disciplinas = useDisciplinas();
  const set = (field: keyof PaqueteFormValues) => (e: { target: { value: string } }) => onChange({ ...values, [field]: e.target.value });
  const options = (disciplinas.data ?? []).map((d) => ({ value: String(d.id), label: d.nombre }));
  return (
    <Fields $compact={!!compact}>
      <TextField label="Nombre del paquete" value={values.nombre} onChange={set('nombre')} maxLength={80} placeholder="Ej.: 8 clases" />
      <TextField label="Cantidad de clases al mes" type="number" inputMode="numeric" min={1} value={values.cantidad_clases} onChange={set('cantidad_clases')} />
      <TextField label="Precio" type="number" inputMode="decimal" min={0} step="0.01" value={values.precio} onChange={set('precio')} placeholder="Ej.: 28000" />
      {/* A package limited to one discipline books only its classes (issue 12); empty: every discipline. */}
      <SelectField label="Disciplina" placeholder="Todas" value={values.disciplina_id} onChange={set('disciplina_id')} options={options} />
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
