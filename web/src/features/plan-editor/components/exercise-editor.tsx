import { Copy, Film, Plus, Table2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import type { Ejercicio } from '../api/types';
import { useEditor } from './editor-context';
import { IconButton } from './icon-button';
import { InlineEditor } from './inline-editor';
import { NotesEditor } from './notes-editor';
import { RestEditor } from './rest-editor';
import { SetRow } from './set-row';
import { SetsGrid } from './sets-grid';
import { VideoPickerDialog } from './video-picker-dialog';

/** An exercise of the open block: rename, video, notes, own rest, duplicate, delete, and its sets sorted by number. */
export function ExerciseEditor({ exercise, blockRest }: { exercise: Ejercicio; blockRest: number }) {
  const { run, ask } = useEditor();
  const [picking, setPicking] = useState(false);
  const [grid, setGrid] = useState(false);
  const sets = [...exercise.series].sort((a, b) => a.numero - b.numero);

  return (
    <Card aria-label={exercise.nombre}>
      <Head>
        <InlineEditor value={exercise.nombre} label={`nombre de ${exercise.nombre}`} onSave={(nombre) => run({ type: 'renameExercise', exerciseId: exercise.id, nombre })}>
          <Title>{exercise.nombre}</Title>
        </InlineEditor>
        <Tools>
          <IconButton type="button" aria-label={`Asignar video a ${exercise.nombre}`} onClick={() => setPicking(true)}><Film size={16} aria-hidden="true" /></IconButton>
          <IconButton type="button" aria-label={`Editar series de ${exercise.nombre}`} aria-pressed={grid} onClick={() => setGrid(!grid)}><Table2 size={16} aria-hidden="true" /></IconButton>
          <IconButton type="button" aria-label={`Duplicar ${exercise.nombre}`} onClick={() => run({ type: 'duplicateExercise', exerciseId: exercise.id })}><Copy size={16} aria-hidden="true" /></IconButton>
          <IconButton type="button" $tone="danger" aria-label={`Eliminar ${exercise.nombre}`} onClick={() => ask(`Se eliminará "${exercise.nombre}" con sus series.`, () => run({ type: 'deleteExercise', exerciseId: exercise.id }))}>
            <Trash2 size={16} aria-hidden="true" />
          </IconButton>
        </Tools>
      </Head>
      {exercise.video ? (
        <VideoLink href={exercise.video} target="_blank" rel="noopener noreferrer">Ver video</VideoLink>
      ) : (
        <Muted>No hay video</Muted>
      )}
      <NotesEditor notes={exercise.notas} exercise={exercise.nombre} onSave={(notas) => run({ type: 'changeNotes', exerciseId: exercise.id, notas })} />
      <RestEditor rest={exercise.descanso} blockRest={blockRest} exercise={exercise.nombre} onSave={(descanso) => run({ type: 'changeExerciseRest', exerciseId: exercise.id, descanso })} />
      {grid ? (
        <SetsGrid exercise={exercise} onCancel={() => setGrid(false)} onSave={(series) => {
          run({ type: 'replaceSets', exerciseId: exercise.id, series });
          setGrid(false);
        }} />
      ) : (
        <>
          <Sets aria-label={`Series de ${exercise.nombre}`}>
            {sets.map((set) => <SetRow key={set.id} set={set} />)}
          </Sets>
          <Button $variant="ghost" onClick={() => run({ type: 'addSet', exerciseId: exercise.id, numero: sets.length + 1 })}>
            <Plus size={16} aria-hidden="true" />
            Agregar Serie
          </Button>
        </>
      )}
      {picking && (
        <VideoPickerDialog open onClose={() => setPicking(false)} onPick={(url) => run({ type: 'assignVideo', exerciseId: exercise.id, video: url })} />
      )}
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 4px;
`;

const Title = styled.h4`
  font-size: 1rem;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Tools = styled.div`
  display: flex;
  gap: 2px;
`;

const VideoLink = styled.a`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 650;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Sets = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
