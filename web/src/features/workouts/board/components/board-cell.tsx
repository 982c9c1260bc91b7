import styled from 'styled-components';
import type { Objetivo } from '../../../../../../contract/class-board';
import { cellSummary, doneText, targetEffort, targetText, type Hecha } from '../board-cells';
import { board, cellType } from './board.styles';

type BoardCellProps = { nombre: string; ejercicio: string; numero: number; target: Objetivo; done: Hecha | undefined; sending: boolean; onOpen?: () => void };

/** One member's set: her target, what she logged (✓) and a record's badge; a tap opens the entry for it. */
export function BoardCell({ nombre, ejercicio, numero, target, done, sending, onOpen }: BoardCellProps) {
  const effort = targetEffort(target);
  const record = !sending && !!done && done.records.length > 0;
  return (
    <Cell type="button" $done={!!done && !sending} $record={record} aria-label={`${nombre}, ${ejercicio} serie ${numero}: ${cellSummary(target, done, sending)}`} disabled={!onOpen} onClick={onOpen}>
      <span>{targetText(target)}</span>
      {effort && <Effort>{effort}</Effort>}
      {sending ? <Sending>Enviando...</Sending> : done && <Done>{doneText(done)}</Done>}
      {record && <Badge>Récord</Badge>}
    </Cell>
  );
}

const Cell = styled.button<{ $done: boolean; $record: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  width: 100%;
  min-height: 44px;
  padding: 6px 10px;
  border: 2px solid ${({ $record, $done }) => ($record ? board.record : $done ? board.done : board.line)};
  border-radius: 10px;
  background: ${({ $record, $done }) => ($record ? board.recordBackground : $done ? board.doneBackground : board.panel)};
  color: ${board.text};
  font-size: ${cellType};
  font-weight: 700;
  line-height: 1.2;
  text-align: left;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:disabled {
    cursor: default;
  }
`;

const Effort = styled.span`
  color: ${board.muted};
  font-size: 0.65em;
  font-weight: 600;
`;

const Done = styled.span`
  color: ${board.done};
  font-size: 0.9em;
`;

const Sending = styled.span`
  color: ${board.muted};
  font-size: 0.75em;
  font-style: italic;
`;

const Badge = styled.span`
  padding: 2px 10px;
  border-radius: 999px;
  background: ${board.record};
  color: ${board.background};
  font-size: 0.6em;
  font-weight: 800;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;
