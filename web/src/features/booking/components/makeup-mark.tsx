import { RotateCcw } from 'lucide-react';
import styled from 'styled-components';

/** On her turno: a class paid with a make-up right, not a credit. */
export function MakeupMark() {
  return (
    <Tag>
      <RotateCcw size={14} aria-hidden="true" /> Recupero
    </Tag>
  );
}

// A plain tag, apart from the red of Cancelar beside it.
const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  width: fit-content;
  margin-top: 4px;
  padding: 2px 8px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.82rem;
  font-weight: 650;
`;
