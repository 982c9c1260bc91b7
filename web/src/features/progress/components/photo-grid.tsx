import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import type { FotoProgreso } from '../../../../../contract/progress';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { fullDate } from '../measurement-fields';
import { photosByDay, poseLabel } from '../photo-groups';
import { plainList } from './progress.styles';

type PhotoGridProps = {
  fotos: readonly FotoProgreso[];
  /** Her own photos can be deleted (once she confirms); a coach's view has no delete. */
  onDelete?: (id: string) => Promise<unknown>;
};

/**
 * Thumbnails by day, the newest first, each day front, side, back. The images come from the API: the session cookie
 * authorizes them, as it does a receipt's preview.
 */
export function PhotoGrid({ fotos, onDelete }: PhotoGridProps) {
  const [deleting, setDeleting] = useState<FotoProgreso | null>(null);
  return (
    <>
      <Days>
        {photosByDay(fotos).map((day) => (
          <li key={day.fecha}>
            <h3>{fullDate(day.fecha)}</h3>
            <Thumbs aria-label={`Fotos del ${fullDate(day.fecha)}`}>
              {day.fotos.map((foto) => (
                <li key={foto.id}>
                  <figure>
                    <a href={foto.url} target="_blank" rel="noreferrer">
                      <img src={foto.url} alt={`${poseLabel(foto.pose)}, ${fullDate(foto.fecha)}`} loading="lazy" />
                    </a>
                    <figcaption>{poseLabel(foto.pose)}</figcaption>
                  </figure>
                  {onDelete && (
                    <Button $variant="secondary" aria-label={`Eliminar la foto de ${poseLabel(foto.pose).toLowerCase()} del ${fullDate(foto.fecha)}`} onClick={() => setDeleting(foto)}>
                      <Trash2 size={20} aria-hidden="true" />
                    </Button>
                  )}
                </li>
              ))}
            </Thumbs>
          </li>
        ))}
      </Days>
      {onDelete && (
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          title="¿Eliminar esta foto?"
          description={deleting ? `Se eliminará la foto de ${poseLabel(deleting.pose).toLowerCase()} del ${fullDate(deleting.fecha)}. Esta acción no se puede deshacer.` : undefined}
          confirmLabel="Eliminar"
          onConfirm={() => deleting && onDelete(deleting.id)}
        />
      )}
    </>
  );
}

const Days = styled.ul`
  ${plainList}
  gap: 16px;
  h3 { font-size: 1rem; font-weight: 750; margin-bottom: 8px; font-variant-numeric: tabular-nums; }
`;

// Three a row on a phone (a day's three poses side by side), up to six on a desktop.
const Thumbs = styled.ul`
  ${plainList}
  grid-template-columns: repeat(auto-fill, minmax(min(30%, 9rem), 1fr));
  li { position: relative; }
  figure { margin: 0; display: grid; gap: 4px; }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 3 / 4;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  figcaption { font-size: 0.9rem; font-weight: 650; color: ${({ theme }) => theme.colors.textMuted}; }
  li > button { position: absolute; top: 6px; right: 6px; width: 44px; padding: 0; }
`;
