import { RotateCcw } from 'lucide-react';
import styled from 'styled-components';
import type { Makeup } from '../api/my-makeups';
import { agendaMakeupNote } from '../makeup-wording';

/** Over the agenda, while she holds a make-up right: which classes it pays and until when. */
export function MakeupAgendaNote({ makeups }: { makeups: readonly Makeup[] }) {
  const text = agendaMakeupNote(makeups);
  if (!text) return null;
  return (
    <Note role="note" aria-label="Tus recuperos">
      <RotateCcw size={18} aria-hidden="true" />
      <span>{text}</span>
    </Note>
  );
}

const Note = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  margin: 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  /* Hers to use, not a warning: the card's surface, marked by the accent at its edge. */
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  font-size: 0.95rem;
  & > svg { flex: none; margin-top: 2px; color: ${({ theme }) => theme.colors.accentText}; }
`;
