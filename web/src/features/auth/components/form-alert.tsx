import styled from 'styled-components';

/** A form-level error (e.g. wrong credentials) announced to screen readers. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert role="alert">{message}</Alert>;
}

/** A form's good news (a link sent, a password saved), announced politely. */
export function FormNotice({ children }: { children: React.ReactNode }) {
  return <Notice role="status">{children}</Notice>;
}

const Alert = styled.p`
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: #a21c1c;
  font-weight: 600;
`;

const Notice = styled.p`
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  font-weight: 600;
`;
