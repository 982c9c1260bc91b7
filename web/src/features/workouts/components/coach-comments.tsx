import { MessageSquare } from 'lucide-react';
import styled from 'styled-components';
import type { Comentario } from '../api/get-session';
import { formatShortInstant } from '../workout-wording';

/** The coach's comments on a session, oldest first, under a title when the member reads them. */
export function CoachComments({ comments, title }: { comments: readonly Comentario[]; title?: string }) {
  if (comments.length === 0) return null;
  return (
    <>
      {title && <Title>{title}</Title>}
      <List aria-label="Comentarios">
        {comments.map((c) => (
          <li key={c.id}>
            <MessageSquare size={18} aria-hidden="true" />
            <div>
              <strong>{c.autor}</strong>
              <time dateTime={c.fecha}>{formatShortInstant(c.fecha)}</time>
              <p>{c.texto}</p>
            </div>
          </li>
        ))}
      </List>
    </>
  );
}

const Title = styled.h2`
  font-size: 1.2rem;
  font-weight: 750;
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 10px;
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 10px;
    padding: 12px 14px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  svg { margin-top: 3px; color: ${({ theme }) => theme.colors.accentStrong}; }
  strong { margin-right: 8px; }
  time { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; }
  p { white-space: pre-wrap; }
`;
