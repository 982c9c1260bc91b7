import type { ReactNode } from 'react';
import styled from 'styled-components';
import { countOf } from '../../../lib/plural';

const socios = (n: number) => countOf(n, 'socio', 'socios');

/** How many match, the page's select-all, "todos los que coinciden" and the bulk button. */
export function MemberListBars(props: {
  total: number | undefined;
  count: number;
  pageAllSelected: boolean;
  allMatching: boolean;
  onTogglePage: (on: boolean) => void;
  onAllMatching: () => void;
  onClear: () => void;
  bulkButton: ReactNode;
}) {
  const { total, count, pageAllSelected, allMatching } = props;
  return (
    <Bar>
      <SelectPage>
        <input type="checkbox" checked={pageAllSelected || allMatching} onChange={(e) => props.onTogglePage(e.target.checked)} />
        Seleccionar página
      </SelectPage>
      <Summary role="status">
        {total === undefined ? '' : count > 0 ? `${socios(count)} seleccionados de ${total}` : `${socios(total)}`}
      </Summary>
      {pageAllSelected && !allMatching && total !== undefined && total > count && (
        <LinkButton type="button" onClick={props.onAllMatching}>Seleccionar los {total} que coinciden</LinkButton>
      )}
      {count > 0 && <LinkButton type="button" onClick={props.onClear}>Quitar selección</LinkButton>}
      <Push>{props.bulkButton}</Push>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 14px;
  margin-bottom: 12px;
  padding: 10px 12px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const SelectPage = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 650;
  & > input { width: 22px; height: 22px; }
`;

const Summary = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

const LinkButton = styled.button`
  border: 0;
  background: none;
  padding: 6px 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accentText};
  text-decoration: underline;
  cursor: pointer;
`;

const Push = styled.div`
  margin-left: auto;
`;
