import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageHeader, PageSubtitle, PageTitle } from '../../../components/page';
import { errorDetail } from '../../../lib/api-client';
import { videosQuery } from '../../../api/videos/videos';
import { useVideoMutations, type Video } from '../api/videos-api';
import { videoTitle } from '../video-title';
import { AddVideoDialog } from './add-video-dialog';
import { RenameVideoDialog } from './rename-video-dialog';
import { VideoCard } from './video-card';

// docs/product.md §9: 9 per page, a 3 x 3 grid on desktop.
const PAGE_SIZE = 9;

/** /videos: the paged library; admins manage it here too (add, rename, delete). */
export function VideosPage({ isAdmin = false }: { isAdmin?: boolean }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  const videos = useQuery({ ...videosQuery({ page, limit: PAGE_SIZE }), placeholderData: keepPreviousData });
  const { remove } = useVideoMutations();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Video | null>(null);
  const [deleting, setDeleting] = useState<Video | null>(null);
  const totalPages = Math.max(1, videos.data?.pagination.totalPages ?? 1);
  const goTo = (next: number) => setParams(next === 1 ? {} : { pagina: String(next) });

  return (
    <Page>
      <PageHeader>
        <div>
          <PageTitle>Videos</PageTitle>
          <PageSubtitle>Técnica de los ejercicios de tus planificaciones.</PageSubtitle>
        </div>
        {isAdmin && (
          <Button onClick={() => setAdding(true)}>
            <Plus size={18} aria-hidden="true" />
            Agregar video
          </Button>
        )}
      </PageHeader>
      {videos.isPending && <EmptyState role="status">Cargando videos...</EmptyState>}
      {videos.isError && <ErrorText role="alert">Error cargando datos: {errorDetail(videos.error)}</ErrorText>}
      {videos.data && videos.data.data.length === 0 && (
        <EmptyState>{isAdmin ? 'Todavía no hay videos. Agrega el primero: un enlace o un archivo MP4 o WebM.' : 'Todavía no hay videos. Cuando el estudio suba los de técnica, los verás aquí.'}</EmptyState>
      )}
      {videos.data && videos.data.data.length > 0 && (
        <Grid aria-label="Videos" aria-busy={videos.isPlaceholderData}>
          {videos.data.data.map((video) => (
            <VideoCard key={video.id} video={video} {...(isAdmin ? { onRename: () => setRenaming(video), onDelete: () => setDeleting(video) } : {})} />
          ))}
        </Grid>
      )}
      {videos.data && videos.data.pagination.total > 0 && (
        <Pager aria-label="Páginas">
          <Button $variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            <ChevronLeft size={18} aria-hidden="true" />
            Anterior
          </Button>
          <PageLabel aria-live="polite">
            Página {page} de {totalPages}
          </PageLabel>
          <Button $variant="secondary" disabled={page >= totalPages} onClick={() => goTo(page + 1)}>
            Siguiente
            <ChevronRight size={18} aria-hidden="true" />
          </Button>
        </Pager>
      )}
      {adding && <AddVideoDialog onClose={() => setAdding(false)} />}
      {renaming && <RenameVideoDialog key={renaming.id} video={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="¿Estás seguro?"
        description={deleting ? `Se eliminará “${videoTitle(deleting.nombre)}”. Esta acción no se puede deshacer.` : undefined}
        confirmLabel="Eliminar"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
      />
    </Page>
  );
}


const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: 1fr;
  gap: 16px;
  @media (min-width: 640px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  @media (min-width: 1024px) { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 20px; }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  @media (min-width: 640px) { justify-content: center; }
`;

// On a phone the label takes its own line above the two buttons, so nothing overflows 375 px.
const PageLabel = styled.p`
  font-weight: 650;
  white-space: nowrap;
  @media (max-width: 639px) {
    order: -1;
    width: 100%;
    text-align: center;
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
