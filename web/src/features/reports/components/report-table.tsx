import styled, { css } from 'styled-components';

/**
 * The tables of Reportes (attendance, a figure's events): one look, numbers right-aligned, phones without sideways
 * scroll. A table wider than a phone scrolls inside the card's padding, never out to its border.
 */
export const Scroller = styled.div`
  overflow-x: auto;
  max-width: 100%;
`;

/**
 * `$stack`: on phones each row becomes a card (the header row hidden): its first cell across the top, the others two
 * by two under it, each named by its `data-label`. For tables with more figures per row than a phone's width holds.
 */
const stackedOnPhones = css`
  @media (max-width: 639.98px) {
    display: block;
    thead { display: none; }
    tbody { display: grid; gap: 10px; }
    tbody tr {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: 10px 12px;
      padding: 12px;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
    }
    && td { padding: 0; border: none; text-align: left; white-space: normal; }
    td:first-child { grid-column: 1 / -1; }
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      margin-bottom: 2px;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: 0.75rem;
      font-weight: 700;
      text-transform: uppercase;
      letter-spacing: 0.02em;
    }
  }
`;

export const Table = styled.table<{ $nowrap?: boolean; $stack?: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.92rem;
  th, td {
    padding: 10px 6px;
    text-align: left;
    vertical-align: top;
    ${({ $nowrap }) => ($nowrap ? 'white-space: nowrap;' : '')}
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.02em;
    white-space: nowrap;
  }
  tbody tr:last-child td { border-bottom: none; }
  @media (max-width: 639.98px) {
    font-size: 0.85rem;
    th, td { padding: 8px 3px; }
    th { letter-spacing: 0; }
  }
  ${({ $stack }) => ($stack ? stackedOnPhones : '')}
`;

const phoneHidden = ({ $optional }: { $optional?: boolean }) => ($optional ? '@media (max-width: 639.98px) { display: none; }' : '');

/** A numeric column's header; `$optional` columns are left out on phones. */
export const Num = styled.th<{ $optional?: boolean }>`
  && { text-align: right; }
  ${phoneHidden}
`;

export const NumCell = styled.td<{ $optional?: boolean }>`
  && { text-align: right; }
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  ${phoneHidden}
`;

/** Shown from 640 px up; Narrow below: short words or a second line instead of a column on phones. */
export const Wide = styled.span`
  @media (max-width: 639.98px) { display: none; }
`;

export const Narrow = styled.span`
  @media (min-width: 640px) { display: none; }
`;

/** A cell's second line in muted text. */
export const Sub = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.82rem;
`;

/** A whole column left out on phones (its text goes under the first cell instead): `as="th"` for its header. */
export const WideCol = styled.td`
  @media (max-width: 639.98px) { display: none; }
`;
