import styled, { css } from 'styled-components';
import type { AgendaOccurrence } from '../api/get-agenda';
import { bookingCancelNotice } from '../booking-cancel-notice';

/** Under the class in the booking dialog: until when cancelling is free and what a later cancel costs. */
export function BookingCancelNote({ rules, now }: { rules: AgendaOccurrence['reglas']; now: Date }) {
  const notice = bookingCancelNotice(rules, now);
  if (!notice) return null;
  return (
    <Note role="note" aria-label="Cancelación" $tone={notice.tone}>
      {notice.text}
    </Note>
  );
}

const Note = styled.p<{ $tone: 'ok' | 'warning' }>`
  font-size: 0.95rem;
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ theme, $tone }) =>
    $tone === 'warning' &&
    css`
      padding: 10px 12px;
      border-radius: ${theme.radii.md};
      background: ${theme.colors.dangerSoft};
      color: ${theme.colors.danger};
      font-weight: 650;
    `}
`;
