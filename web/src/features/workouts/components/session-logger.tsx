import { useMachine } from '@xstate/react';
import { Fragment, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import styled from 'styled-components';
import type { UltimaVez } from '../api/get-last-time';
import type { SesionDetalle } from '../api/get-session';
import { finishSession } from '../api/finish-session';
import type { LogSetOutcome } from '../api/log-set';
import { logSet } from '../api/log-set';
import { earlierTime } from '../machines/build-session-sets';
import type { SaveSetInput, SessionSet } from '../machines/workout-session.machine';
import { missingSets, workoutSessionMachine } from '../machines/workout-session.machine';
import { summaryFromLog } from '../session-summary';
import { progressText } from '../workout-wording';
import type { FormatoBloque } from '../../../../../contract/plans';
import { BlockHead } from './block-head';
import { BlockResultForm } from './block-result-form';
import { isCounted } from '../block-results';
import { ExerciseLog } from './exercise-log';
import { FinishSection } from './finish-section';
import { RecordBanner } from './record-banner';
import { SessionFinished } from './session-finished';

type SessionLoggerProps = {
  detail: SesionDetalle;
  sets: SessionSet[];
  lastTime: readonly UltimaVez[];
  onStartRest?: (seconds: number) => void;
  /** Stops the app's rest timer: the workout is over. */
  onStopRest?: () => void;
  onChanged: () => void;
  /** Opens the block's own timer (EMOM, AMRAP, intervals, circuit, superset); composed by the app layer. */
  onStartBlockTimer?: (request: BlockTimerRequest) => void;
};

/** What the app needs to run a block's timer: which block, its name, its type and its rest and rounds. */
export type BlockTimerRequest = { sessionId: string; blockId: number; title: string; formato: FormatoBloque; rest: number; sets: number };

/** The session being logged: blocks and their exercises, records as they fall, the note and "Finalizar". */
export function SessionLogger({ detail, sets, lastTime, onStartRest, onStopRest, onChanged, onStartBlockTimer }: SessionLoggerProps) {
  // The screen's callbacks may change identity on each render; the machine is made once and reads the latest.
  const callbacks = useRef({ onStartRest, onStopRest, onChanged });
  callbacks.current = { onStartRest, onStopRest, onChanged };
  const [machine] = useState(() =>
    workoutSessionMachine.provide({
      actors: {
        saveSet: fromPromise<LogSetOutcome, SaveSetInput>(({ input }) => logSet(input.sesionId, input.set)),
        finishSession: fromPromise<void, { sesionId: string; nota: string }>(async ({ input }) => {
          await finishSession(input.sesionId, input.nota);
        }),
      },
      actions: {
        startRest: (_, { seconds }) => callbacks.current.onStartRest?.(seconds),
        stopRest: () => callbacks.current.onStopRest?.(),
        sessionChanged: () => callbacks.current.onChanged(),
      },
    }),
  );
  const [state, send] = useMachine(machine, { input: { sesionId: detail.id, sets, nota: detail.nota ?? '' } });
  const { context } = state;
  const done = context.sets.filter((s) => s.status === 'saved' || s.status === 'queued').length;
  const missing = missingSets(context.sets);
  const recordSets = new Set(context.records.map((r) => r.serieId));

  if (state.matches('finished')) return <SessionFinished detail={detail} summary={summaryFromLog(detail, context.sets, context.records, context.finishedAt)} results={detail.resultados_bloques} />;

  const blocks = groupByBlock(detail);
  const busy = !state.matches('logging');
  return (
    <>
      {context.celebrating && <RecordBanner records={context.records} onDismiss={() => send({ type: 'celebration.dismiss' })} />}
      <Progress>
        <span>{progressText(done, context.sets.length)}</span>
        <Bar aria-hidden="true">
          <span style={{ width: `${context.sets.length ? (done / context.sets.length) * 100 : 0}%` }} />
        </Bar>
      </Progress>
      {blocks.map((block) => (
        <Block key={block.id} aria-label={block.nombre}>
          <BlockHead
            nombre={block.nombre}
            descanso={block.descanso}
            formato={block.formato}
            onTimer={
              block.formato && onStartBlockTimer
                ? () => onStartBlockTimer({ sessionId: detail.id, blockId: block.id, title: block.nombre, formato: block.formato!, rest: block.descansoBloque, sets: block.sets })
                : undefined
            }
          />
          {block.ejercicios.map((exercise) => (
            <Fragment key={exercise.ejercicio_id}>
            {block.descanso === null && <ExerciseRest>Descanso de {exercise.nombre}: {exercise.descanso} s</ExerciseRest>}
            <ExerciseLog
              exercise={exercise}
              sets={context.sets.filter((s) => s.ejercicioId === exercise.ejercicio_id)}
              lastTime={
                // After a reload mid-session the server's "last time" is this session: the one before is not known.
                lastTime.some((l) => l.ejercicio_id === exercise.ejercicio_id && l.sesion_id === detail.id) ? 'unknown' : earlierTime(lastTime, exercise.ejercicio_id, detail.id)
              }
              disabled={busy}
              recordSets={recordSets}
              onEdit={(serieId, field, value) => send({ type: 'set.edit', serieId, field, value })}
              onDone={(serieId) => send({ type: 'set.done', serieId })}
            />
            </Fragment>
          ))}
          {isCounted(block.formato) && (
            <BlockResultForm
              sesionId={detail.id}
              bloqueId={block.id}
              formato={block.formato}
              saved={detail.resultados_bloques?.find((r) => r.bloque_id === block.id)}
              onSaved={() => callbacks.current.onChanged()}
            />
          )}
        </Block>
      ))}
      <FinishSection
        note={context.nota}
        failure={context.failure}
        finishing={state.matches('finishing') || state.matches('waitingForSaves')}
        asking={state.matches('confirmingFinish')}
        missing={missing}
        onNote={(value) => send({ type: 'note.edit', value })}
        onFinish={() => send({ type: state.matches('finishFailed') ? 'session.retry' : 'session.finish' })}
        onAnswer={(finish) => send({ type: finish ? 'finish.confirm' : 'finish.cancel' })}
      />
    </>
  );
}

/** `descanso`: the block's rest when all its exercises rest the same; null when one has its own (each shows its). */
type BlockGroup = { id: number; nombre: string; descanso: number | null; formato?: FormatoBloque; descansoBloque: number; sets: number; ejercicios: SesionDetalle['ejercicios'] };

function groupByBlock(detail: SesionDetalle): BlockGroup[] {
  const blocks: BlockGroup[] = [];
  for (const exercise of detail.ejercicios) {
    let block = blocks.find((b) => b.id === exercise.bloque_id);
    if (!block) {
      const { formato, descanso_bloque } = exercise;
      blocks.push((block = { id: exercise.bloque_id, nombre: exercise.bloque, descanso: exercise.descanso, formato, descansoBloque: descanso_bloque ?? exercise.descanso, sets: 0, ejercicios: [] }));
    }
    block.ejercicios.push(exercise);
    // A superset goes round as many times as its exercises have sets.
    block.sets = Math.max(block.sets, exercise.series.length);
    if (block.descanso !== exercise.descanso) block.descanso = null;
  }
  return blocks;
}

const ExerciseRest = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  font-size: 0.9rem;
`;

const Progress = styled.div`
  display: grid;
  gap: 6px;
  font-weight: 650;
`;

const Bar = styled.div`
  height: 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
  span { display: block; height: 100%; background: ${({ theme }) => theme.colors.success}; transition: width 0.2s ease; }
`;

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 12px;
  @media (min-width: 768px) { padding: 16px; }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

