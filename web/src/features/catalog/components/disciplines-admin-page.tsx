import { CalendarClock, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageHeader, PageSubtitle, PageTitle } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { errorDetail } from '../../../lib/api-client';
import { useDeleteDisciplina } from '../api/delete-disciplina';
import { useDisciplinas } from '../api/get-disciplinas';
import type { Disciplina } from '../api/types';
import { policySummary } from '../booking-policy-form';
import { BookingPolicyDialog } from './booking-policy-dialog';
import { DisciplineDialog, type SavedDiscipline } from './discipline-dialog';
import { FormMessage } from './form-message';
import { IconButton } from './icon-button';
import { SavedBadge, savedRow } from './saved-badge';
import { useReveal } from './use-reveal';

type Mode =
  | { mode: 'add' }
  | { mode: 'edit'; disciplina: Disciplina }
  | { mode: 'policy'; disciplina: Disciplina }
  | { mode: 'delete'; disciplina: Disciplina }
  | null;

export function DisciplinesAdminPage() {
  const disciplinas = useDisciplinas();
  const remove = useDeleteDisciplina();
  const [dialog, setDialog] = useState<Mode>(null);
  const [saved, setSaved] = useState<SavedDiscipline | null>(null);
  const present = !!saved && !!disciplinas.data?.some((d) => d.id === saved.id);
  const savedRef = useReveal<HTMLLIElement>(saved && `${saved.id} ${saved.nombre} ${saved.kind}`, present);
  const openDialog = (next: Mode) => {
    setSaved(null);
    setDialog(next);
  };

  return (
    <Page>
      <PageHeader>
        <div>
          <PageTitle>Disciplinas</PageTitle>
          <PageSubtitle>Las clases que ofrece el estudio.</PageSubtitle>
        </div>
        <Button onClick={() => openDialog({ mode: 'add' })}>
          <Plus size={20} aria-hidden="true" /> Agregar disciplina
        </Button>
      </PageHeader>
      <Card>
        {disciplinas.isPending && <Spinner />}
        {disciplinas.isError && <FormMessage tone="error">Error cargando datos: {errorDetail(disciplinas.error)}</FormMessage>}
        {disciplinas.data?.length === 0 && <EmptyState>Todavía no hay disciplinas.</EmptyState>}
        {saved && <FormMessage tone="success">{saved.kind === 'added' ? 'Disciplina agregada' : 'Cambios guardados'}: {saved.nombre}.</FormMessage>}
        <List>
          {disciplinas.data?.map((d) => (
            <Row key={d.id} {...(d.id === saved?.id ? { ref: savedRef, tabIndex: -1, $saved: true } : {})}>
              <Name>
                {d.nombre}
                <Policy>{policySummary(d)}</Policy>
              </Name>
              {d.id === saved?.id && <SavedBadge>{saved.kind === 'added' ? 'Agregada' : 'Guardada'}</SavedBadge>}
              <IconButton aria-label={`Reglas de reserva de ${d.nombre}`} onClick={() => openDialog({ mode: 'policy', disciplina: d })}>
                <CalendarClock size={18} aria-hidden="true" />
              </IconButton>
              <IconButton aria-label={`Editar ${d.nombre}`} onClick={() => openDialog({ mode: 'edit', disciplina: d })}>
                <Pencil size={18} aria-hidden="true" />
              </IconButton>
              <IconButton $tone="danger" aria-label={`Eliminar ${d.nombre}`} onClick={() => openDialog({ mode: 'delete', disciplina: d })}>
                <Trash2 size={18} aria-hidden="true" />
              </IconButton>
            </Row>
          ))}
        </List>
      </Card>
      {(dialog?.mode === 'add' || dialog?.mode === 'edit') && <DisciplineDialog {...dialog} onClose={() => setDialog(null)} onSaved={setSaved} />}
      {dialog?.mode === 'policy' && <BookingPolicyDialog disciplina={dialog.disciplina} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog?.mode === 'delete'}
        onOpenChange={(open) => !open && setDialog(null)}
        title="¿Estás seguro?"
        description={dialog?.mode === 'delete' ? `Se eliminará la disciplina ${dialog.disciplina.nombre}. Esta acción no se puede deshacer.` : undefined}
        confirmLabel="Eliminar"
        onConfirm={() => dialog?.mode === 'delete' && remove.mutateAsync(dialog.disciplina.id)}
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

const Row = styled.li<{ $saved?: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px ${({ $saved }) => ($saved ? '8px' : '0')};
  border-radius: ${({ theme, $saved }) => ($saved ? theme.radii.md : '0')};
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  ${savedRow}
`;

const Name = styled.span`
  flex: 1;
  display: flex;
  flex-direction: column;
  font-weight: 650;
  font-size: 1.05rem;
  overflow-wrap: anywhere;
`;

const Policy = styled.span`
  font-weight: 400;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
