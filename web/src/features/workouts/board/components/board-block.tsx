import styled from 'styled-components';
import type { DiaPizarra, SocioPizarra } from '../../../../../../contract/class-board';
import { formatLabel } from '../../../../lib/block-format';
import { board, blockType } from './board.styles';
import { ExerciseTable, type CellChoice } from './exercise-table';

type BoardBlockProps = { bloque: DiaPizarra['bloques'][number]; socios: readonly SocioPizarra[]; sending: ReadonlySet<string>; /** Absent on another day's board: results are entered while the class runs. */
  onEnter?: (choice: CellChoice) => void;
};

/** A block of the day: its name and type ("EMOM 10 min"), then a table per exercise. */
export function BoardBlock({ bloque, socios, sending, onEnter }: BoardBlockProps) {
  const label = formatLabel(bloque.formato ?? undefined);
  return (
    <Section aria-label={bloque.nombre}>
      <Head>
        <h2>{bloque.nombre}</h2>
        {label && <span>{label}</span>}
      </Head>
      {bloque.ejercicios.map((ejercicio) => (
        <ExerciseTable key={ejercicio.id} ejercicio={ejercicio} socios={socios} sending={sending} onEnter={onEnter} />
      ))}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: clamp(8px, 1.5vw, 20px);
  padding-top: clamp(12px, 1.5vw, 24px);
  border-top: 2px solid ${board.line};
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 20px;
  h2 { font-size: ${blockType}; font-weight: 800; }
  span { font-size: calc(${blockType} * 0.7); font-weight: 700; color: ${board.muted}; }
`;
