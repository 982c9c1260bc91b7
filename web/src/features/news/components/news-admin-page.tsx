import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageTitle } from '../../../components/page';
import { errorDetail } from '../../../lib/api-client';
import type { Noticia } from '../api/get-news';
import { useNews } from '../api/get-news';
import { useDeleteNews } from '../api/news-mutations';
import { newsDateLabel } from '../news-format';
import { EditNewsDialog } from './edit-news-dialog';

/** /admin/noticias (docs/product.md §2 Admin: Noticias): title with date, edit in a modal, delete with confirmation. */
export function NewsAdminPage() {
  const news = useNews();
  const remove = useDeleteNews();
  const [editing, setEditing] = useState<Noticia | null>(null);
  const [deleting, setDeleting] = useState<Noticia | null>(null);

  return (
    <Page>
      <Header>
        <PageTitle>Noticias</PageTitle>
        <ButtonLink to="/admin/crearNoticias">
          <Plus size={18} aria-hidden="true" />
          Crear Noticia
        </ButtonLink>
      </Header>
      <Card>
        {news.isPending && <EmptyState role="status">Cargando noticias...</EmptyState>}
        {news.isError && <ErrorText role="alert">Error cargando datos: {errorDetail(news.error)}</ErrorText>}
        {news.data?.length === 0 && <EmptyState>No hay noticias disponibles en este momento</EmptyState>}
        {!!news.data?.length && (
          <List aria-label="Noticias publicadas">
            {news.data.map((n) => (
              <Row key={n.id}>
                <div>
                  <RowTitle>{n.titulo}</RowTitle>
                  <RowDate>{newsDateLabel(n.fecha)}</RowDate>
                </div>
                <Actions>
                  <Button $variant="secondary" aria-label={`Editar ${n.titulo}`} onClick={() => setEditing(n)}>
                    <Pencil size={16} aria-hidden="true" />
                    <span>Editar</span>
                  </Button>
                  <Button $variant="ghost" aria-label={`Eliminar ${n.titulo}`} onClick={() => setDeleting(n)}>
                    <Trash2 size={16} aria-hidden="true" />
                    <span>Eliminar</span>
                  </Button>
                </Actions>
              </Row>
            ))}
          </List>
        )}
      </Card>
      {editing && <EditNewsDialog key={editing.id} noticia={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="¿Estás seguro?"
        description={deleting ? `Se eliminará “${deleting.titulo}”. Esta acción no se puede deshacer.` : undefined}
        confirmLabel="Eliminar"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
      />
    </Page>
  );
}

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 10px 16px;
  padding: 14px 0;
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  & > div:first-child { min-width: 0; flex: 1 1 220px; }
`;

const RowTitle = styled.p`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const RowDate = styled.p`
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
