import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';
import { useSetTrainingMax } from '../api/member-training-maxes';
import { readTrainingMax, type TrainingMaxEntryError } from '../training-max-entry';

type TrainingMaxFormProps = {
  clerkUserId: string;
  /** The exercises she logged or has a max for, offered as she types (any other name is fine too). */
  exercises: readonly string[];
};

/** The coach writes a member's training max: an exercise and its kg; a max already there for it is replaced. */
export function TrainingMaxForm({ clerkUserId, exercises }: TrainingMaxFormProps) {
  const listId = useId();
  const [ejercicio, setEjercicio] = useState('');
  const [kg, setKg] = useState('');
  const [invalid, setInvalid] = useState<TrainingMaxEntryError | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSetTrainingMax(clerkUserId);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const entry = readTrainingMax(ejercicio, kg);
    setSaved(null);
    if ('error' in entry) return setInvalid(entry);
    setInvalid(null);
    save.mutate(entry, {
      onSuccess: () => {
        setSaved(`Máximo de ${entry.ejercicio} guardado.`);
        setEjercicio('');
        setKg('');
      },
    });
  };

  return (
    <Form onSubmit={onSubmit} aria-label="Fijar un máximo" noValidate>
      <h3>Fijar un máximo</h3>
      <Fields>
        <TextField
          label="Ejercicio"
          list={listId}
          autoComplete="off"
          value={ejercicio}
          onChange={(e) => (setEjercicio(e.target.value), setSaved(null))}
          error={invalid?.field === 'ejercicio' ? invalid.error : undefined}
          maxLength={256}
        />
        <TextField
          label="Kg"
          inputMode="decimal"
          value={kg}
          onChange={(e) => (setKg(e.target.value), setSaved(null))}
          error={invalid?.field === 'kg' ? invalid.error : undefined}
          placeholder="102,5"
          maxLength={8}
        />
      </Fields>
      <datalist id={listId}>
        {exercises.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {save.isError && <Refused role="alert">{errorDetail(save.error)}</Refused>}
      {saved && <Saved role="status">{saved}</Saved>}
      <div>
        <Button type="submit" disabled={save.isPending}>{save.isPending ? 'Guardando...' : 'Guardar máximo'}</Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 10px;
  padding: 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h3 { font-size: 1rem; font-weight: 750; }
`;

// On a phone the exercise takes the line and kg goes under it; wider, side by side with kg narrow.
const Fields = styled.div`
  display: grid;
  gap: 10px;
  @media (min-width: 560px) { grid-template-columns: minmax(0, 1fr) 140px; align-items: start; }
`;

const Refused = styled.p`
  color: ${({ theme }) => theme.colors.dangerHover};
  font-weight: 600;
`;

const Saved = styled.p`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;
