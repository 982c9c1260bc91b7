import { PlayCircle, Timer } from 'lucide-react';
import { Fragment } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { formatReps } from '../../../lib/format-reps';
import { ownRest } from '../../../lib/exercise-rest';
import { formatLabel } from '../../../lib/block-format';
import { formatWeight, weightLabel } from '../../../lib/format-weight';
import { effortParts, keepsTogether, percentLoad, type TrainingMaxes } from '../../../lib/training-load';
import type { Bloque, Ejercicio } from '../api/types';

export type StartRest = (seconds: number) => void;

/**
 * One block of the day: its exercises with their sets and video, and a button that starts its rest. An exercise
 * with a rest of its own (180 s after squats) shows it, with its own button.
 */
export function BlockCard({ block, onStartRest, maxes }: { block: Bloque; onStartRest?: StartRest; maxes?: TrainingMaxes }) {
  const type = formatLabel(block.formato);
  return (
    <Card aria-label={block.nombre}>
      <Header>
        <h3>{block.nombre}</h3>
        {type && <Type>{type}</Type>}
        <Rest>Descanso: {block.descanso} s</Rest>
      </Header>
      {block.ejercicios.length === 0 ? (
        <Muted>Este bloque no tiene ejercicios.</Muted>
      ) : (
        block.ejercicios.map((exercise) => <ExerciseItem key={exercise.id} exercise={exercise} onStartRest={onStartRest} maxes={maxes} />)
      )}
      {onStartRest && block.descanso > 0 && (
        <Button $block onClick={() => onStartRest(block.descanso)}>
          <Timer size={20} aria-hidden="true" />
          Iniciar descanso
        </Button>
      )}
    </Card>
  );
}

function ExerciseItem({ exercise, onStartRest, maxes }: { exercise: Ejercicio; onStartRest?: StartRest; maxes?: TrainingMaxes }) {
  const sets = [...exercise.series].sort((a, b) => a.numero - b.numero);
  const rest = ownRest(exercise);
  return (
    <Exercise aria-label={exercise.nombre}>
      <ExerciseHead>
        <strong>{exercise.nombre}</strong>
        {exercise.video ? (
          <VideoLink href={exercise.video} target="_blank" rel="noopener noreferrer">
            <PlayCircle size={18} aria-hidden="true" />
            Ver video
          </VideoLink>
        ) : null}
      </ExerciseHead>
      {exercise.notas && <Muted>{exercise.notas}</Muted>}
      {rest !== null && (
        <ExerciseHead>
          <Rest>Descanso: {rest} s</Rest>
          {onStartRest && rest > 0 && (
            <Button $variant="ghost" aria-label={`Iniciar descanso de ${exercise.nombre}`} onClick={() => onStartRest(rest)}>
              <Timer size={18} aria-hidden="true" />
              Iniciar descanso
            </Button>
          )}
        </ExerciseHead>
      )}
      {sets.length > 0 && (
        <SetsTable>
          <thead>
            <tr>
              <th scope="col">Serie</th>
              <th scope="col">Reps</th>
              <th scope="col">Peso</th>
            </tr>
          </thead>
          <tbody>
            {/* The position is the number (1..n), also for plans saved before numbers were kept that way. */}
            {sets.map((set, index) => (
              <tr key={set.id}>
                <td>{index + 1}</td>
                <td>
                  {formatReps(set.repeticiones)}
                  {effortParts(set).length > 0 && <Effort><Pieces parts={effortParts(set)} /></Effort>}
                </td>
                <LoadCell set={set} exercise={exercise.nombre} maxes={maxes} />
              </tr>
            ))}
          </tbody>
        </SetsTable>
      )}
    </Exercise>
  );
}

/** Her own kg for a % set ("75 % · 87,5 kg", or without a max "sin máximo de entrenamiento"); else the kg written. */
function LoadCell({ set, exercise, maxes }: { set: Ejercicio['series'][number]; exercise: string; maxes?: TrainingMaxes }) {
  const load = percentLoad(set, exercise, maxes);
  if (!load) return <td aria-label={weightLabel(set.peso)}>{formatWeight(set.peso)}</td>;
  return <td><Pieces parts={load.parts} /></td>;
}

/** "75 % · 90 kg" that wraps between its pieces on a phone, never inside "90 kg" or "RPE 8". */
function Pieces({ parts }: { parts: readonly string[] }) {
  return parts.map((part, i, all) => (
    <Fragment key={part}>{i > 0 && ' '}<Piece $together={keepsTogether(part)}>{part}{i < all.length - 1 && ' ·'}</Piece></Fragment>
  ));
}

const Piece = styled.span<{ $together: boolean }>`
  white-space: ${({ $together }) => ($together ? 'nowrap' : 'normal')};
`;

const Effort = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 12px;
  h3 { font-size: 1.15rem; font-weight: 750; margin-right: auto; }
`;

/** The block's type in words ("EMOM 10 min"), as a tag beside its name. */
const Type = styled.span`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 700;
  white-space: nowrap;
`;

const Rest = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  white-space: nowrap;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Exercise = styled.article`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const ExerciseHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  flex-wrap: wrap;
`;

const VideoLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 650;
`;

const SetsTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th, td { padding: 6px 8px; text-align: left; }
  th { font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted}; font-weight: 650; }
  tbody tr { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;
