import styled from 'styled-components';
import type { SocioPizarra } from '../../../../../../contract/class-board';
import { doneOf, targetOf, type BoardExercise, type BoardSet } from '../board-cells';
import { BoardCell } from './board-cell';
import { board, blockType, cellType, Muted } from './board.styles';

/** The cell the coach tapped: whose set, which one, and what the board shows for it. */
export type CellChoice = { socio: SocioPizarra; serie: BoardSet; ejercicio: string };

type ExerciseTableProps = { ejercicio: BoardExercise; socios: readonly SocioPizarra[]; sending: ReadonlySet<string>; onEnter?: (choice: CellChoice) => void };

/** One exercise: a row per checked-in member, a column per set. Scrolls sideways on a phone, names held at the left. */
export function ExerciseTable({ ejercicio, socios, sending, onEnter }: ExerciseTableProps) {
  if (ejercicio.series.length === 0) return <Muted>{ejercicio.nombre}: sin series.</Muted>;
  return (
    <Scroll>
      <Table>
        <caption>{ejercicio.nombre}</caption>
        <thead>
          <tr>
            <th scope="col">Socio</th>
            {ejercicio.series.map((serie) => (
              <th key={serie.id} scope="col">
                Serie {serie.numero}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {socios.map((socio) => (
            <tr key={socio.clerk_user_id}>
              <th scope="row">{socio.nombre}</th>
              {ejercicio.series.map((serie) => (
                <td key={serie.id}>
                  <BoardCell
                    nombre={socio.nombre}
                    ejercicio={ejercicio.nombre}
                    numero={serie.numero}
                    target={targetOf(socio, serie)}
                    done={doneOf(socio, serie)}
                    sending={sending.has(`${socio.clerk_user_id}/${serie.id}`)}
                    onOpen={onEnter && (() => onEnter({ socio, serie, ejercicio: ejercicio.nombre }))}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
`;

// Natural width (a one-set exercise stays by the names); names wrap so four or five sets fit a TV's width.
const Table = styled.table`
  border-collapse: separate;
  border-spacing: 6px;
  margin: 0 -6px;
  caption {
    text-align: left;
    padding: 0 6px 4px;
    font-size: calc(${blockType} * 0.85);
    font-weight: 750;
    color: ${board.accent};
  }
  th {
    text-align: left;
    font-size: ${cellType};
    font-weight: 750;
  }
  thead th {
    color: ${board.muted};
    font-size: calc(${cellType} * 0.7);
    font-weight: 650;
    white-space: nowrap;
  }
  /* The name stays in view while a phone scrolls the sets sideways. */
  tbody th {
    position: sticky;
    left: 0;
    z-index: 1;
    min-width: 5em;
    max-width: 9em;
    padding-right: 8px;
    line-height: 1.15;
    background: ${board.background};
  }
  td { vertical-align: top; }
`;
