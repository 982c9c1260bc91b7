import { ExternalLink, Pencil, PlayCircle, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import type { Video } from '../api/videos-api';
import { videoTitle } from '../video-title';

type Props = { video: Video; onRename?: () => void; onDelete?: () => void };

/** One tile of the grid: the whole tile opens the video in a new tab; admins also get rename and delete. */
export function VideoCard({ video, onRename, onDelete }: Props) {
  const title = videoTitle(video.nombre);
  return (
    <Tile>
      <Open href={video.url} target="_blank" rel="noopener noreferrer">
        <Thumb aria-hidden="true">
          <PlayCircle size={40} />
        </Thumb>
        <Title>{title}</Title>
        <Hint>
          Abrir video <ExternalLink size={14} aria-hidden="true" />
        </Hint>
      </Open>
      {(onRename || onDelete) && (
        <Admin>
          <IconButton type="button" aria-label={`Renombrar ${title}`} onClick={onRename}>
            <Pencil size={16} aria-hidden="true" />
          </IconButton>
          <IconButton type="button" aria-label={`Eliminar ${title}`} onClick={onDelete}>
            <Trash2 size={16} aria-hidden="true" />
          </IconButton>
        </Admin>
      )}
    </Tile>
  );
}

const Tile = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
`;

// Phones: a compact row (small thumbnail beside the title) so a page of 9 is not an endless scroll.
const Open = styled.a`
  display: grid;
  grid-template-columns: 112px minmax(0, 1fr);
  grid-template-rows: auto auto;
  align-items: center;
  column-gap: 2px;
  @media (min-width: 640px) {
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding-bottom: 14px;
  }
  color: inherit;
  text-decoration: none;
  &:hover h2 { color: ${({ theme }) => theme.colors.accentText}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.accent}; outline-offset: -3px; }
`;

const Thumb = styled.span`
  grid-row: 1 / span 2;
  align-self: stretch;
  display: grid;
  place-items: center;
  min-height: 72px;
  @media (min-width: 640px) { aspect-ratio: 16 / 9; }
  background: linear-gradient(135deg, #111318, #3b1d14);
  color: ${({ theme }) => theme.colors.accent};
`;

const Title = styled.h2`
  align-self: end;
  padding: 10px 14px 0;
  /* In the tile's column, 'end' would push a one-line title to the right edge. */
  @media (min-width: 640px) { align-self: stretch; padding: 4px 14px 0; }
  font-size: 1.02rem;
  font-weight: 700;
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

const Hint = styled.span`
  align-self: start;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 0 14px 10px;
  @media (min-width: 640px) { padding: 0 14px; }
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Admin = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 6px;
  padding: 0 8px 8px;
  @media (min-width: 640px) {
    position: absolute;
    top: 8px;
    right: 8px;
    padding: 0;
  }
`;

const IconButton = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  @media (min-width: 640px) { background: rgba(255, 255, 255, 0.92); }
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover { background: #fff; }
`;
