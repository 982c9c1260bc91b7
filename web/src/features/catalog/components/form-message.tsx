import styled from 'styled-components';

/** A form outcome announced to screen readers: red for errors, green for success. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: React.ReactNode }) {
  return (
    <Message role={tone === 'error' ? 'alert' : 'status'} $tone={tone}>
      {children}
    </Message>
  );
}

const Message = styled.div<{ $tone: 'error' | 'success' }>`
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $tone, theme }) => ($tone === 'error' ? theme.colors.dangerSoft : '#e7f6ec')};
  color: ${({ $tone }) => ($tone === 'error' ? '#a21c1c' : '#14642f')};
  font-weight: 600;
`;
