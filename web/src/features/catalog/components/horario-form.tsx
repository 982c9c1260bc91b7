import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { FormStack } from '../../../components/form-stack';
import { TextField } from '../../../components/text-field';
import { TimeField } from '../../../components/time-field';
import { errorDetail } from '../../../lib/api-client';
import { useDisciplinas } from '../api/get-disciplinas';
import { useProfesores } from '../api/get-profesores';
import type { HorarioInput } from '../api/types';
import { validateHorarioForm, type HorarioFormValues } from '../horario-form';
import { FormMessage } from './form-message';
import { SelectField } from './select-field';

type Props = {
  initial: HorarioFormValues;
  days: readonly string[];
  submitLabel: string;
  onSubmit: (input: HorarioInput) => Promise<unknown>;
  /** Called after a successful save; the add form also clears itself. */
  onSaved?: () => void;
  resetOnSave?: boolean;
  extraActions?: ReactNode;
};

/** Día, hora, disciplina and cupo máximo, all required (docs/product.md §5). */
export function HorarioForm({ initial, days, submitLabel, onSubmit, onSaved, resetOnSave, extraActions }: Props) {
  const disciplinas = useDisciplinas();
  const profesores = useProfesores();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (field: keyof HorarioFormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateHorarioForm(values);
    if (!checked.ok) return setError(checked.error);
    setError(null);
    setPending(true);
    try {
      await onSubmit(checked.input);
      if (resetOnSave) setValues(initial);
      onSaved?.();
    } catch (failure) {
      setError(errorDetail(failure));
    } finally {
      setPending(false);
    }
  };

  const disciplinaOptions = (disciplinas.data ?? []).map((d) => ({ value: String(d.id), label: d.nombre }));
  return (
    <FormStack onSubmit={(e) => void submit(e)} noValidate aria-label={submitLabel}>
      <Grid>
        <SelectField label="Día" placeholder="Elige un día" value={values.dia_semana} onChange={set('dia_semana')} options={days.map((d) => ({ value: d, label: d }))} />
        <TimeField label="Hora" value={values.hora} onChange={set('hora')} />
        <SelectField label="Disciplina" placeholder="Elige una disciplina" value={values.disciplina_id} onChange={set('disciplina_id')} options={disciplinaOptions} />
        <TextField label="Cupo máximo" type="number" inputMode="numeric" min={1} value={values.cupo_maximo} onChange={set('cupo_maximo')} />
        <SelectField label="Profesor" placeholder="Sin asignar" value={values.instructor_id ?? ''} onChange={set('instructor_id')} options={(profesores.data ?? []).map((p) => ({ value: p.id, label: p.nombre }))} />
        <TextField label="Duración (min)" type="number" inputMode="numeric" min={15} max={300} step={5} value={values.duracion_minutos ?? '60'} onChange={set('duracion_minutos')} />
      </Grid>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <Actions>
        {extraActions}
        <Button type="submit" disabled={pending}>
          {pending ? 'Guardando...' : submitLabel}
        </Button>
      </Actions>
    </FormStack>
  );
}

// minmax(0, 1fr) and width 100%: a time input's intrinsic width must not squeeze the selects on a phone.
const Grid = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  input, select { width: 100%; min-width: 0; }
  > :nth-child(3) { grid-column: 1 / -1; }
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.5fr) minmax(0, 1fr);
    > :nth-child(3) { grid-column: auto; }
    > :nth-child(5) { grid-column: span 2; }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 10px;
  > * { flex: 1 1 auto; }
  @media (min-width: 480px) {
    > * { flex: 0 0 auto; }
  }
`;
