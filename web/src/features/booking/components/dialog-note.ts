import styled from 'styled-components';

/** A rule the booking dialog shows before she books (her health statement, her fee), with its link to fix it. */
export const DialogNote = styled.p`
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  font-size: 0.95rem;
  font-weight: 600;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: 700;
  }
`;
