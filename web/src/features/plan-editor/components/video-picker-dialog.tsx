import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { videoTitle } from '../../../lib/video-title';
import { videosQuery } from '../../../api/videos/videos';
import { Input } from './inline-editor';

/** docs/product.md §9: the picker shows at most 40 characters of a video's URL. */
const URL_CHARS = 40;
export const truncateUrl = (url: string) => (url.length > URL_CHARS ? `${url.slice(0, URL_CHARS)}...` : url);

/** docs/product.md §9: the video picker pages 9 at a time (3 columns). */
const VIDEO_PAGE_SIZE = 9;

type VideoPickerProps = { open: boolean; onClose: () => void; onPick: (url: string) => void };

export function VideoPickerDialog({ open, onClose, onPick }: VideoPickerProps) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  // The search runs on the server over the whole library (docs/product.md §2 searched only the page on screen); typing does
  // not wait for each answer, and a new search starts again at page 1.
  const query = useDeferredValue(search);
  const videos = useQuery({ ...videosQuery({ page, limit: VIDEO_PAGE_SIZE, search: query }), placeholderData: keepPreviousData });
  const totalPages = Math.max(1, videos.data?.pagination.totalPages ?? 1);
  const shown = videos.data?.data ?? [];

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title="Elegir video">
      <Input aria-label="Buscar video por nombre" placeholder="Buscar por nombre" value={search} onChange={(e) => {
        setSearch(e.target.value);
        setPage(1);
      }} />
      {videos.isPending ? (
        <EmptyState role="status">Cargando videos...</EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState>No hay videos</EmptyState>
      ) : (
        <Grid aria-label="Videos">
          {shown.map((video) => (
            <li key={video.id}>
              <Pick type="button" onClick={() => { onPick(video.url); onClose(); }}>
                <strong>{videoTitle(video.nombre)}</strong>
                <small title={video.url}>{truncateUrl(video.url)}</small>
              </Pick>
            </li>
          ))}
        </Grid>
      )}
      <Pager>
        <Button $variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)} aria-label="Anterior">
          <ChevronLeft size={18} aria-hidden="true" />
        </Button>
        <span>Página {page} de {totalPages}</span>
        <Button $variant="secondary" disabled={page >= totalPages} onClick={() => setPage(page + 1)} aria-label="Siguiente">
          <ChevronRight size={18} aria-hidden="true" />
        </Button>
      </Pager>
    </Dialog>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
`;

const Pick = styled.button`
  width: 100%;
  height: 100%;
  min-height: 72px;
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  text-align: left;
  cursor: pointer;
  hyphens: auto;
  overflow-wrap: break-word;
  strong { font-size: 0.85rem; line-height: 1.25; }
  small { font-size: 0.7rem; color: ${({ theme }) => theme.colors.textMuted}; word-break: break-all; }
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
`;

const Pager = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;
