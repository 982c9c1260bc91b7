import styled from 'styled-components';
import { Segment, Segmented } from '../../../components/segmented';
import { Select } from '../../../components/select';
import type { Semana } from '../api/types';
import type { ProgressionForm } from '../machines/progression.machine';
import { Input } from './inline-editor';

/** The names of the exercises with a loaded set in weeks desde..hasta (what a progression can move), in plan order. */
export function weightedExercises(weeks: Semana[], desde: number, hasta: number): string[] {
  const names = weeks.slice(desde - 1, hasta).flatMap((w) => w.dias.flatMap((d) => d.bloques.flatMap((b) => b.ejercicios)));
  return [...new Set(names.filter((e) => e.series.some((s) => s.peso > 0)).map((e) => e.nombre))];
}

/** The dialog opens on the selected week (or the second, as week 1 is usually the base) through the last one. */
export function initialProgressionForm(weeks: Semana[], selectedWeekId: number | undefined): ProgressionForm {
  const selected = weeks.findIndex((w) => w.id === selectedWeekId) + 1;
  const desde = selected > 1 ? selected : Math.min(2, weeks.length);
  return { desde, hasta: weeks.length, valor: '', tipo: 'kg', todos: true, ejercicios: [] };
}

type Props = { weeks: Semana[]; form: ProgressionForm; onChange: (form: Partial<ProgressionForm>) => void };

/** Weeks, the step per week and which exercises: the first step of "Aplicar progresión". */
export function ProgressionFormFields({ weeks, form, onChange }: Props) {
  const names = weightedExercises(weeks, form.desde, form.hasta);
  const weekSelect = (label: string, value: number, set: (n: number) => Partial<ProgressionForm>) => (
    <label>
      <span>{label}</span>
      <Select $compact aria-label={label} value={value} onChange={(e) => onChange(set(Number(e.target.value)))}>
        {weeks.map((w, i) => <option key={w.id} value={i + 1}>{w.nombre}</option>)}
      </Select>
    </label>
  );
  const toggle = (name: string) => onChange({ ejercicios: form.ejercicios.includes(name) ? form.ejercicios.filter((n) => n !== name) : [...form.ejercicios, name] });

  return (
    <Fields>
      <Row>
        {weekSelect('Desde', form.desde, (desde) => ({ desde, hasta: Math.max(desde, form.hasta) }))}
        {weekSelect('Hasta', form.hasta, (hasta) => ({ hasta, desde: Math.min(hasta, form.desde) }))}
      </Row>
      <Row>
        <label>
          <span>Sumar por semana</span>
          <Input aria-label="Sumar por semana" inputMode="decimal" placeholder="2,5" value={form.valor} onChange={(e) => onChange({ valor: e.target.value })} />
        </label>
        <label>
          <span>Unidad</span>
          <Select $compact aria-label="Unidad" value={form.tipo} onChange={(e) => onChange({ tipo: e.target.value === 'porcentaje' ? 'porcentaje' : 'kg' })}>
            <option value="kg">kg</option>
            <option value="porcentaje">%</option>
          </Select>
        </label>
      </Row>
      <Hint>Cada semana suma un paso más que la anterior: con 2,5 kg, la primera del rango +2,5 kg, la segunda +5 kg. Los kg van en pasos de 0,25 (1,25 vale) y con % los pesos se redondean a 0,25 kg.</Hint>
      <Segmented role="radiogroup" aria-label="Ejercicios">
        <Segment role="radio" aria-checked={form.todos} $selected={form.todos} onClick={() => onChange({ todos: true })}>Todos con peso</Segment>
        <Segment role="radio" aria-checked={!form.todos} $selected={!form.todos} onClick={() => onChange({ todos: false })}>Elegir ejercicios</Segment>
      </Segmented>
      {!form.todos && (
        <Choices aria-label="Ejercicios a los que sumar">
          {names.length === 0 && <Hint>Esas semanas no tienen ejercicios con peso.</Hint>}
          {names.map((name) => (
            <label key={name}>
              <input type="checkbox" checked={form.ejercicios.includes(name)} onChange={() => toggle(name)} />
              {name}
            </label>
          ))}
        </Choices>
      )}
    </Fields>
  );
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  label { display: flex; flex-direction: column; gap: 4px; font-weight: 600; min-width: 0; }
`;

// Inputs line up at the bottom when one label wraps on a phone ("Sumar por semana").
const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  align-items: end;
  gap: 10px;
`;

const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 6px;
  max-height: 40vh;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  border: 0;
  label { flex-direction: row; align-items: center; gap: 10px; min-height: 40px; font-weight: 400; }
  input { width: 20px; height: 20px; accent-color: ${({ theme }) => theme.colors.accentStrong}; }
`;

export const Hint = styled.p`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
