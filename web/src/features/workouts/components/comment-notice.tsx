import { MessageCircle } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { LiveNotice, NoticeStack } from '../../../components/live-notice';
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
        <LiveNotice
          key={n.key}
          title="Comentario de tu profe"
          icon={<MessageCircle size={22} aria-hidden="true" />}
          link={{ to: `/entrenamientos/${n.sesionId}`, label: 'Ver entrenamiento' }}
          onDismiss={() => dismissCommentNotice(n.key)}
        >
          {n.autor} comentó tu entrenamiento: “{n.texto}”
        </LiveNotice>
      ))}
    </Stack>
  );
}

// At the bottom, above the phone's dock: the waitlist's notices take the top, and both can show at once.
const Stack = styled(NoticeStack)`
  z-index: 59;
  bottom: 96px;
  /* With the sidebar (no dock), a corner toast rather than a card over the middle of the page. */
  @media (min-width: 1024px) {
    left: auto;
    right: 24px;
    bottom: 24px;
    transform: none;
  }
`;
