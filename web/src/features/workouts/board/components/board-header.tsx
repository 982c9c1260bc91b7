import styled from 'styled-components';
import type { Pizarra } from '../../../../../../contract/class-board';
import { classHeading } from '../board-cells';
import { board, BoardButton, BoardLink, cellType, headingType } from './board.styles';
import { ConnectionStatus } from './connection-status';

type BoardHeaderProps = { pizarra: Pizarra | undefined; refetchFailed: boolean; onChangeDay?: () => void };

/** The class ("Funcional · lunes 16/11 · 18:00") and its plan day, the connection's state and the ways out. */
export function BoardHeader({ pizarra, refetchFailed, onChangeDay }: BoardHeaderProps) {
  return (
    <Header>
      <div>
        {pizarra ? <h1>{classHeading(pizarra.clase)}</h1> : <h1>Pizarra</h1>}
        {pizarra?.dia && (
          <p>
            {pizarra.dia.planificacion} · {pizarra.dia.dia}
          </p>
        )}
      </div>
      <Actions>
        <ConnectionStatus refetchFailed={refetchFailed} />
        {onChangeDay && <BoardButton onClick={onChangeDay}>Cambiar día</BoardButton>}
        <BoardLink to="/profesor">Salir de la pizarra</BoardLink>
      </Actions>
    </Header>
  );
}

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: 12px 24px;
  h1 { font-size: ${headingType}; font-weight: 850; line-height: 1.1; }
  p { margin-top: 6px; font-size: ${cellType}; font-weight: 650; color: ${board.muted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;
