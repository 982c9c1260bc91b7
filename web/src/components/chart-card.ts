import styled from 'styled-components';

/** Charts side by side from a tablet up, one a row on a phone. */
export const ChartGrid = styled.div`
  display: grid;
  gap: 14px;
  @media (min-width: 768px) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** One chart on its card, under its title (an h2 or h3, as the page's outline needs). */
export const ChartCard = styled.section`
  padding: 14px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2,
  h3 {
    font-size: 1rem;
    font-weight: 750;
    margin-bottom: 6px;
  }
`;
