import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ComentarioSocio } from '../api/my-comments';
import { formatShortDay, formatShortInstant } from '../workout-wording';
import { stackedList, linkCard } from './card-list.styles';

/**
 * The coach's comments on the member's sessions, newest first ("Mis entrenamientos"): who, when, what, and the
 * session it is about; a comment not read yet says "Nuevo" until the member opens that session.
 */
export function CommentInbox({ comments }: { comments: readonly ComentarioSocio[] }) {
  return (
    <List aria-label="Comentarios de tu profe">
      {comments.map((c) => (
        <li key={c.id} data-unread={!c.leido || undefined}>
          <Link to={`/entrenamientos/${c.sesion_id}`}>
            <MessageSquare size={18} aria-hidden="true" />
            <div>
              <Head>
                <strong>{c.autor}</strong>
                {!c.leido && <New>Nuevo</New>}
                <time dateTime={c.fecha}>{formatShortInstant(c.fecha)}</time>
              </Head>
              <p>{c.texto}</p>
              <small>
                {c.dia} · {c.planificacion} · entrenamiento del {formatShortDay(c.fecha_sesion)}
              </small>
            </div>
          </Link>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  ${stackedList}
  a {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 10px;
    ${linkCard}
  }
  li[data-unread] a { background: ${({ theme }) => theme.colors.accentSoft}; border-color: ${({ theme }) => theme.colors.accentSoft}; }
  svg { margin-top: 3px; color: ${({ theme }) => theme.colors.accentStrong}; }
  p { white-space: pre-wrap; overflow-wrap: anywhere; margin: 2px 0; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; }
`;

const Head = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 8px;
  time { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; margin-left: auto; }
`;

const New = styled.span`
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentStrong};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: 0.75rem;
  font-weight: 700;
`;
