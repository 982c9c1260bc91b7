import { BookmarkPlus, Film, Plus } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { errorDetail } from '../../../lib/api-client';
import { findLibraryEntry, useLibrary, useSaveToLibrary, type LibraryExercise } from '../api/exercise-library';
import { parseSetShorthand, type SetShorthand } from '../set-shorthand';
import { ExerciseNameField } from './exercise-name-field';
import { Form, NumberInput } from './add-forms';
import { ErrorText } from './inline-editor';

export type NewExercise = SetShorthand & { nombre: string; video?: string | null; notas?: string };

/**
 * "Agregar Ejercicio": a name the library autocompletes (choosing an entry brings its video, notes and whether it
 * is bodyweight) and its sets as a count ("3": 0 reps, 0 kg) or in fast entry ("4x10 @ 40", "3x30s"), so every
 * set starts filled in. A name not in the library can be saved there on the way.
 */
export function AddExerciseForm({ onAdd }: { onAdd: (exercise: NewExercise) => void }) {
  const library = useLibrary();
  const save = useSaveToLibrary();
  const [nombre, setNombre] = useState('');
  const [chosen, setChosen] = useState<LibraryExercise | null>(null);
  const [sets, setSets] = useState('3');
  const [keep, setKeep] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const entries = library.data ?? [];
  const entry = chosen ?? findLibraryEntry(entries, nombre) ?? null;

  const submit = async () => {
    const name = nombre.trim();
    if (!name) return setError('El nombre no puede estar vacío');
    const parsed = parseSetShorthand(sets);
    if (!parsed) return setError('Escribe las series como 3, 4x10 @ 40, 4x8 @ 22,5 o 3x30s');
    setError(null);
    if (!entry && keep) {
      try {
        await save.mutateAsync({ nombre: name, peso_corporal: parsed.peso === 0 });
      } catch (failure) {
        return setError(errorDetail(failure) || 'No se pudo guardar en la biblioteca');
      }
    }
    // A bodyweight exercise carries no kg, whatever the shorthand said.
    onAdd({ ...parsed, peso: entry?.peso_corporal ? 0 : parsed.peso, nombre: entry?.nombre ?? name, video: entry?.video ?? undefined, notas: entry?.notas || undefined });
    setNombre('');
    setChosen(null);
    setKeep(false);
  };

  return (
    <Form aria-label="Agregar Ejercicio" onSubmit={(event) => {
      event.preventDefault();
      void submit();
    }}>
      <ExerciseNameField value={nombre} entries={entries} onChange={(text) => {
        setNombre(text);
        setChosen(null);
      }} onChoose={(picked) => {
        setNombre(picked.nombre);
        setChosen(picked);
      }} />
      <NumberInput aria-label="Cantidad de series" placeholder={entry?.peso_corporal ? '3x12 o 3x30s' : '3 o 4x10 @ 40'} value={sets} onChange={(e) => setSets(e.target.value)} />
      <Button type="submit" $variant="secondary" disabled={save.isPending}>
        <Plus size={18} aria-hidden="true" />
        Agregar Ejercicio
      </Button>
      {entry ? (
        <Hint aria-label="De la biblioteca">
          <span>De la biblioteca</span>
          {entry.video && <span><Film size={14} aria-hidden="true" /> con video</span>}
          {entry.peso_corporal && <span>Peso corporal</span>}
          {entry.notas && <span>{entry.notas}</span>}
        </Hint>
      ) : (
        nombre.trim() && (
          <Keep>
            <input type="checkbox" checked={keep} onChange={(e) => setKeep(e.target.checked)} />
            <BookmarkPlus size={16} aria-hidden="true" />
            Guardar en la biblioteca
          </Keep>
        )
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Form>
  );
}

const Hint = styled.p`
  flex-basis: 100%;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  span { display: inline-flex; align-items: center; gap: 4px; }
  span:first-child { font-weight: 700; color: ${({ theme }) => theme.colors.accentText}; }
`;

const Keep = styled.label`
  flex-basis: 100%;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 32px;
  font-size: 0.9rem;
  font-weight: 600;
  cursor: pointer;
  input { width: 18px; height: 18px; }
`;
