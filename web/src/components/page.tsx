import styled from 'styled-components';

/** Standard content column for screens inside the shell. */
export const Page = styled.div`
  width: 100%;
  max-width: 1040px;
  margin: 0 auto;
  padding: 20px 16px 32px;
  display: flex;
  flex-direction: column;
  gap: 20px;
  @media (min-width: 768px) {
    padding: 40px 40px 48px;
    gap: 28px;
  }
`;

export const PageTitle = styled.h1`
  font-size: 1.6rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  @media (min-width: 768px) {
    font-size: 2rem;
  }
`;

export const PageSubtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A screen's title block with its main action beside it (wraps under the title on a phone). */
export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
`;
