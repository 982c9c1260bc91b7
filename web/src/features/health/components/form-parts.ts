import styled from 'styled-components';

// The health screens' own form pieces: a text area, the stack of cards, the messages under a form.

export const TextArea = styled.textarea`
  width: 100%;
  min-height: 120px;
  padding: 10px 12px;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  resize: vertical;
`;

export const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  max-width: 640px;
`;

export const Alert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export const Saved = styled.p`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 650;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.92rem;
`;
