import { ChevronLeft, Pencil, PlayCircle, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { BackLink } from '../../../components/back-link';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageHeader, PageSubtitle, PageTitle } from '../../../components/page';
import { errorDetail } from '../../../lib/api-client';
import { filterLibrary, useLibrary, useLibraryEntryMutations, type LibraryExercise } from '../api/exercise-library';
import { IconButton } from './icon-button';
import { ErrorText, Input } from './inline-editor';
import { LibraryEntryDialog } from './library-entry-dialog';

/** /crearPlanificaciones/biblioteca (staff): the exercise library, searched, added to, edited and pruned. */
export function ExerciseLibraryPage() {
  const library = useLibrary();
  const { remove } = useLibraryEntryMutations();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<LibraryExercise | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<LibraryExercise | null>(null);
  const shown = filterLibrary(library.data ?? [], search);

  return (
    <Page>
      <BackLink to="/crearPlanificaciones"><ChevronLeft size={18} aria-hidden="true" />Planificaciones</BackLink>
      <PageHeader>
        <div>
          <PageTitle>Biblioteca de ejercicios</PageTitle>
          <PageSubtitle>Los nombres, videos y notas que el editor te sugiere al escribir un ejercicio.</PageSubtitle>
        </div>
        <Button onClick={() => setAdding(true)}>
          <Plus size={18} aria-hidden="true" />
          Agregar
        </Button>
      </PageHeader>
      <Input aria-label="Buscar ejercicio" placeholder="Buscar por nombre" value={search} onChange={(e) => setSearch(e.target.value)} />
      {library.isPending ? (
        <EmptyState role="status">Cargando la biblioteca...</EmptyState>
      ) : library.isError ? (
        <ErrorText role="alert">Error cargando datos: {errorDetail(library.error)}</ErrorText>
      ) : shown.length === 0 ? (
        <EmptyState>{search.trim() ? 'Ningún ejercicio coincide con la búsqueda.' : 'Todavía no hay ejercicios en la biblioteca: agrégalos aquí o guárdalos desde el editor.'}</EmptyState>
      ) : (
        <List aria-label="Ejercicios de la biblioteca">
          {shown.map((entry) => (
            <Row key={entry.id} aria-label={entry.nombre}>
              <Info>
                <strong>{entry.nombre}</strong>
                <small>
                  {entry.peso_corporal ? 'Peso corporal' : 'Con carga'}
                  {entry.video && <> · <PlayCircle size={14} aria-label="con video" /> video</>}
                </small>
                {entry.notas && <Notes>{entry.notas}</Notes>}
              </Info>
              <IconButton type="button" aria-label={`Editar ${entry.nombre}`} onClick={() => setEditing(entry)}><Pencil size={16} aria-hidden="true" /></IconButton>
              <IconButton type="button" $tone="danger" aria-label={`Eliminar ${entry.nombre}`} onClick={() => setDeleting(entry)}><Trash2 size={16} aria-hidden="true" /></IconButton>
            </Row>
          ))}
        </List>
      )}
      {editing && <LibraryEntryDialog key={editing.id} entry={editing} onClose={() => setEditing(null)} />}
      {adding && <LibraryEntryDialog entry={null} initialName={shown.length === 0 ? search.trim() : ''} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="¿Estás seguro?"
        description={deleting ? `Se eliminará “${deleting.nombre}” de la biblioteca. Los ejercicios de tus planificaciones no cambian.` : undefined}
        confirmLabel="Eliminar"
        confirmVariant="danger"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
      />
    </Page>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 10px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Info = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  strong { overflow-wrap: anywhere; }
  small { display: inline-flex; align-items: center; gap: 4px; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Notes = styled.span`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
