import styled from 'styled-components';

// The parts of a labelled form field (TextField's own), for fields whose control is not a text input: a select,
// a text area, a file picker. Label above, then the control, then the hint or the error.

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

export const FieldLabel = styled.label`
  font-weight: 650;
  font-size: 0.95rem;
`;

export const FieldError = styled.p`
  font-size: 0.88rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;
