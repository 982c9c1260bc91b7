import { Plus } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { parseSetShorthand, type SetShorthand } from '../set-shorthand';
import { ErrorText, Input } from './inline-editor';

/** A whole number from an input; empty (or junk) counts as `fallback` (SPEC §5: rest 0 if empty). */
export const toInt = (text: string, fallback = 0) => {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) ? value : fallback;
};

type TwoFieldFormProps = {
  submitLabel: string;
  nameLabel: string;
  numberLabel: string;
  numberDefault: string;
  onSubmit: (nombre: string, number: number) => void;
};

/** "Agregar Bloque" (name + rest seconds) and "Agregar Ejercicio" (name + number of series). */
function TwoFieldForm({ submitLabel, nameLabel, numberLabel, numberDefault, onSubmit }: TwoFieldFormProps) {
  const [nombre, setNombre] = useState('');
  const [number, setNumber] = useState(numberDefault);
  const [error, setError] = useState<string | null>(null);
  return (
    <Form
      aria-label={submitLabel}
      onSubmit={(event) => {
        event.preventDefault();
        if (!nombre.trim()) return setError('El nombre no puede estar vacío');
        setError(null);
        onSubmit(nombre.trim(), toInt(number));
        setNombre('');
        setNumber(numberDefault);
      }}
    >
      <Input aria-label={nameLabel} placeholder={nameLabel} value={nombre} onChange={(e) => setNombre(e.target.value)} />
      <NumberInput aria-label={numberLabel} placeholder={numberLabel} type="number" min={0} inputMode="numeric" value={number} onChange={(e) => setNumber(e.target.value)} />
      <Button type="submit" $variant="secondary">
        <Plus size={18} aria-hidden="true" />
        {submitLabel}
      </Button>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Form>
  );
}

export const AddBlockForm = ({ onAdd }: { onAdd: (nombre: string, descanso: number) => void }) => (
  <TwoFieldForm submitLabel="Agregar Bloque" nameLabel="Nombre del bloque" numberLabel="Descanso (s)" numberDefault="" onSubmit={onAdd} />
);

/**
 * "Agregar Ejercicio": a name and its sets, as a count ("3": 0 reps, 0 kg) or in fast entry ("4x10 @ 40",
 * "3x30s"), so every set starts filled in instead of being edited one by one.
 */
export function AddExerciseForm({ onAdd }: { onAdd: (nombre: string, sets: SetShorthand) => void }) {
  const [nombre, setNombre] = useState('');
  const [sets, setSets] = useState('3');
  const [error, setError] = useState<string | null>(null);
  return (
    <Form
      aria-label="Agregar Ejercicio"
      onSubmit={(event) => {
        event.preventDefault();
        if (!nombre.trim()) return setError('El nombre no puede estar vacío');
        const parsed = parseSetShorthand(sets);
        if (!parsed) return setError('Escribe las series como 3, 4x10 @ 40 o 3x30s');
        setError(null);
        onAdd(nombre.trim(), parsed);
        setNombre('');
        setSets('3');
      }}
    >
      <Input aria-label="Nombre del ejercicio" placeholder="Nombre del ejercicio" value={nombre} onChange={(e) => setNombre(e.target.value)} />
      <NumberInput aria-label="Cantidad de series" placeholder="3 o 4x10 @ 40" value={sets} onChange={(e) => setSets(e.target.value)} />
      <Button type="submit" $variant="secondary">
        <Plus size={18} aria-hidden="true" />
        Agregar Ejercicio
      </Button>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  & > input:first-child { flex: 2 1 180px; min-height: 44px; }
  & > p { flex-basis: 100%; }
`;

const NumberInput = styled(Input)`
  flex: 1 1 110px;
  min-height: 44px;
`;
