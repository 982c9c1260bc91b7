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
import { DisciplineDialog } from './discipline-dialog';
import { FormMessage } from './form-message';
import { IconButton } from './icon-button';

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

  return (
    <Page>
      <PageHeader>
        <div>
          <PageTitle>Disciplinas</PageTitle>
          <PageSubtitle>Las clases que ofrece el estudio.</PageSubtitle>
        </div>
        <Button onClick={() => setDialog({ mode: 'add' })}>
          <Plus size={20} aria-hidden="true" /> Agregar disciplina
        </Button>
      </PageHeader>
      <Card>
        {disciplinas.isPending && <Spinner />}
        {disciplinas.isError && <FormMessage tone="error">Error cargando datos: {errorDetail(disciplinas.error)}</FormMessage>}
        {disciplinas.data?.length === 0 && <EmptyState>Todavía no hay disciplinas.</EmptyState>}
        <List>
          {disciplinas.data?.map((d) => (
            <Row key={d.id}>
              <Name>
                {d.nombre}
                <Policy>{policySummary(d)}</Policy>
              </Name>
              <IconButton aria-label={`Reglas de reserva de ${d.nombre}`} onClick={() => setDialog({ mode: 'policy', disciplina: d })}>
                <CalendarClock size={18} aria-hidden="true" />
              </IconButton>
              <IconButton aria-label={`Editar ${d.nombre}`} onClick={() => setDialog({ mode: 'edit', disciplina: d })}>
                <Pencil size={18} aria-hidden="true" />
              </IconButton>
              <IconButton $tone="danger" aria-label={`Eliminar ${d.nombre}`} onClick={() => setDialog({ mode: 'delete', disciplina: d })}>
                <Trash2 size={18} aria-hidden="true" />
              </IconButton>
            </Row>
          ))}
        </List>
      </Card>
      {(dialog?.mode === 'add' || dialog?.mode === 'edit') && <DisciplineDialog {...dialog} onClose={() => setDialog(null)} />}
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

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 0;
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
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
