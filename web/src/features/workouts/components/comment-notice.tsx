import { MessageCircle, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { commentNotices, dismissCommentNotice, subscribeCommentNotices } from '../api/comment-notices';

/**
 * "Comentario de tu profe" the moment a coach comments one of the member's sessions, on any screen, with a link to
 * the session. Staff receive every member's topic: each sees only their own notices.
 */
export function CommentNotice({ userId }: { userId: string }) {
  const mine = useSyncExternalStore(subscribeCommentNotices, commentNotices).filter((n) => n.userId === userId);
  if (mine.length === 0) return null;
  return (
    <Stack role="status" aria-live="polite">
      {mine.map((n) => (
        <Notice key={n.key} aria-label="Comentario de tu profe">
          <MessageCircle size={22} aria-hidden="true" />
          <Body>
            <strong>Comentario de tu profe</strong>
            <p>{n.autor} comentó tu entrenamiento: “{n.texto}”</p>
            <Link to={`/entrenamientos/${n.sesionId}`} onClick={() => dismissCommentNotice(n.key)}>Ver entrenamiento</Link>
          </Body>
          <Close type="button" aria-label="Cerrar aviso" onClick={() => dismissCommentNotice(n.key)}>
            <X size={18} aria-hidden="true" />
          </Close>
        </Notice>
      ))}
    </Stack>
  );
}

// At the bottom, above the phone's dock: the waitlist's notices take the top, and both can show at once.
const Stack = styled.div`
  position: fixed;
  z-index: 59;
  bottom: 96px;
  left: 50%;
  transform: translateX(-50%);
  width: min(440px, calc(100vw - 24px));
  display: flex;
  flex-direction: column;
  gap: 8px;
  /* With the sidebar (no dock), a corner toast rather than a card over the middle of the page. */
  @media (min-width: 1024px) {
    left: auto;
    right: 24px;
    bottom: 24px;
    transform: none;
  }
`;

const Notice = styled.section`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 12px;
  align-items: start;
  padding: 14px 14px 14px 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  & > svg { color: ${({ theme }) => theme.colors.accentText}; margin-top: 2px; }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  p { margin: 0; font-size: 0.92rem; line-height: 1.4; overflow-wrap: anywhere; }
  a { font-weight: 700; color: ${({ theme }) => theme.colors.accentText}; }
`;

const Close = styled.button`
  width: 36px;
  height: 36px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
`;
