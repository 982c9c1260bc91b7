import styled from 'styled-components';

/** A radio button or checkbox with its text, one 44 px row: the whole row is the touch target. */
export const ChoiceRow = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  font-weight: 600;
  input { width: 20px; height: 20px; flex-shrink: 0; }
`;
