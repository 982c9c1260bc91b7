import styled from 'styled-components';

// The health screens' own form pieces: a choice row with a 44 px target, a text area, the messages under a form.

export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  font-weight: 600;
  input { width: 20px; height: 20px; flex-shrink: 0; }
`;

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
