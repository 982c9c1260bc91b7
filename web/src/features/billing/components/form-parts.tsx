import styled from 'styled-components';

/** The billing screens' shared pieces: a boxed form, a label over its field, a hint, a row of actions, messages, a settings form's number and choices. */
// minmax(0, 1fr): a long option in a select (a month and its debt) must not widen the form past a phone's dialog.
export const BoxedForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 10px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h3 { font-size: 1rem; }
`;

export const Label = styled.label`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 6px;
  font-weight: 600;
  select { width: 100%; }
`;

export const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export const Message = styled.p<{ $tone: 'error' | 'success' }>`
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.dangerHover : theme.colors.success)};
  font-weight: 600;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Alert = styled.p`
  color: ${({ theme }) => theme.colors.dangerHover};
`;

/** A settings screen's number (days, counts): the one every studio settings form uses. */
export { SettingsNumber as NumberInput } from '../../../components/settings-footer';

/** A group of radio rows under its question. */
export const Choices = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 4px;
`;

export const Legend = styled.legend`
  font-weight: 600;
  margin-bottom: 4px;
`;

export const Saved = styled.p`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;
