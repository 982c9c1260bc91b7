import { Plus } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { ErrorText, Input } from './inline-editor';

/** A whole number from an input; empty (or junk) counts as `fallback` (docs/product.md §5: rest 0 if empty). */
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

export const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  & > input:first-child { flex: 2 1 180px; min-height: 44px; }
  & > p { flex-basis: 100%; }
`;

export const NumberInput = styled(Input)`
  flex: 1 1 110px;
  min-height: 44px;
`;
