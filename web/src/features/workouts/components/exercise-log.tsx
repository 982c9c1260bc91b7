import { History, PlayCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatKilos } from '../../../lib/format-weight';
import { formatReps } from '../../../lib/format-reps';
import type { SesionEjercicio } from '../api/get-session';
import type { UltimaVez } from '../api/get-last-time';
import type { SessionSet } from '../machines/workout-session.machine';
import { formatKg, summarizeSets } from '../set-entry';
import { formatShortDay } from '../workout-wording';
import { SetRow, setGrid } from './set-row';
import { useQuery } from '@tanstack/react-query';
import { trainingMaxesQuery } from '../../../api/workouts/training-maxes';
import { effortParts, maxFor, percentLoad, type TrainingMaxes } from '../../../lib/training-load';

/** The plan's hint in pieces: "5 @ 60 kg", or for a % set her own kg ("5 @ 75 %", "87,5 kg"), then effort and tempo. */
function plannedParts(plan: SesionEjercicio['series'][number]['planificado'], exercise: string, maxes: TrainingMaxes | undefined): string[] {
  const reps = formatReps(plan.repeticiones);
  const load = percentLoad(plan, exercise, maxes);
  const head = load ? [`${reps} @ ${load.parts[0]}`, ...load.parts.slice(1)] : [plan.peso > 0 ? `${reps} @ ${formatKg(plan.peso)}` : reps];
  return [...head, ...effortParts(plan)];
}

/** A % set she has no max for says its percentage in the empty kg field. */
const kgPlaceholder = (plan: SesionEjercicio['series'][number]['planificado'] | undefined, exercise: string, maxes: TrainingMaxes | undefined) =>
  plan?.porcentaje !== undefined && maxFor(maxes, exercise) === undefined ? `${formatKilos(plan.porcentaje)} %` : undefined;

type ExerciseLogProps = {
  exercise: SesionEjercicio;
  sets: readonly SessionSet[];
  /** The exercise's last time before this session (undefined: the first time; 'unknown': not known). */
  lastTime: UltimaVez | 'unknown' | undefined;
  disabled: boolean;
  /** The sets holding the session's records. */
  recordSets?: ReadonlySet<number>;
  onEdit: (serieId: number, field: 'cantidad' | 'peso' | 'esfuerzo', value: string) => void;
  onDone: (serieId: number) => void;
};

/** One exercise of the session: what the member did last time, and a row per set to log. */
export function ExerciseLog({ exercise, sets, lastTime, disabled, recordSets, onEdit, onDone }: ExerciseLogProps) {
  const planned = new Map(exercise.series.map((s) => [s.serie_id, s.planificado]));
  const maxes = useQuery({ ...trainingMaxesQuery(), enabled: exercise.series.some((s) => s.planificado.porcentaje !== undefined) }).data;
  const last = lastTime !== 'unknown' && lastTime?.fecha ? lastTime : null;
  return (
    <Card aria-label={exercise.nombre}>
      <Head>
        <h3>{exercise.nombre}</h3>
        <Links>
          {exercise.video && (
            <a href={exercise.video} target="_blank" rel="noopener noreferrer">
              <PlayCircle size={18} aria-hidden="true" />
              Video
            </a>
          )}
          <Link to={`/entrenamientos/ejercicio/${encodeURIComponent(exercise.nombre)}`}>
            <History size={18} aria-hidden="true" />
            Historial
          </Link>
        </Links>
      </Head>
      {lastTime !== 'unknown' && (
        <LastTime>
          {last
            ? `La última vez (${formatShortDay(last.fecha!)}): ${summarizeSets(last.series.map((s) => ({ repeticiones: s.repeticiones, segundos: s.segundos, peso: s.peso })))}`
            : 'Primera vez con este ejercicio.'}
        </LastTime>
      )}
      <SetsHead aria-hidden="true">
        <span>Serie</span>
        <span>{sets[0]?.target.kind === 'time' ? 'Segundos' : 'Reps'}</span>
        <span>Kg</span>
        <span>Hecha</span>
      </SetsHead>
      <Sets>
        {sets.map((set) => {
          const plan = planned.get(set.serieId);
          return (
            <SetRow
              key={set.serieId}
              set={set}
              planned={plan ? plannedParts(plan, exercise.nombre, maxes) : ['—']}
              kgPlaceholder={kgPlaceholder(plan, exercise.nombre, maxes)}
              disabled={disabled}
              record={recordSets?.has(set.serieId)}
              onEdit={(field, value) => onEdit(set.serieId, field, value)}
              onDone={() => onDone(set.serieId)}
            />
          );
        })}
      </Sets>
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px 10px;
  @media (min-width: 768px) { padding: 14px; }
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  flex-wrap: wrap;
  h3 { font-size: 1.1rem; font-weight: 750; }
`;

const Links = styled.div`
  display: flex;
  gap: 14px;
  a { display: inline-flex; align-items: center; gap: 4px; min-height: 40px; color: ${({ theme }) => theme.colors.accentText}; font-weight: 650; }
`;

const LastTime = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

const Sets = styled.ol`
  list-style: none;
  padding: 0;
`;

const SetsHead = styled.div`
  ${setGrid}
  grid-template-areas: none;
  font-size: 0.8rem;
  font-weight: 650;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  span:first-child { text-align: center; }
`;
