import { useMachine } from '@xstate/react';
import { Check, Pause, Play, Square } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ringAlarm } from '../alarm';
import { formatRemaining } from '../format';
import { blockTimerMachine, savedOf } from '../machines/block-timer.machine';
import { saveBlockTimer, type BlockTimerRun, type SavedBlockRun } from '../saved-block-timer';

type BlockTimerScreenProps = {
  memberId: string;
  run: BlockTimerRun | SavedBlockRun;
  /** She closed it (Terminar, or Cerrar once over). */
  onClose: () => void;
};

const appMachine = blockTimerMachine.provide({ actions: { alarm: ringAlarm } });

/**
 * The block's countdown over the whole screen: big remaining time (or time spent, for a round at her pace), the round
 * and whether it is work or rest, Pausar/Reanudar and Terminar. Runs on the phone alone (no server call) and is saved
 * at each change, so a reload picks it up where the clock says.
 */
export function BlockTimerScreen({ memberId, run, onClose }: BlockTimerScreenProps) {
  const [saved] = useState(() => ('timer' in run ? run.timer : null));
  const [state, send, actor] = useMachine(appMachine, { input: { segments: run.segments, saved } });

  useEffect(() => {
    let last = '';
    const save = (snapshot: ReturnType<typeof actor.getSnapshot>) => {
      const timer = savedOf(snapshot.value, snapshot.context);
      const key = JSON.stringify(timer);
      if (key === last) return;
      last = key;
      saveBlockTimer(memberId, timer ? { sessionId: run.sessionId, blockId: run.blockId, title: run.title, label: run.label, segments: run.segments, timer } : null);
    };
    // Saved at once (a reload in the first second finds it), then on each change of segment or state.
    save(actor.getSnapshot());
    const subscription = actor.subscribe(save);
    return () => subscription.unsubscribe();
  }, [actor, memberId, run]);

  const { context } = state;
  const segment = context.segments[context.index];
  const over = state.matches('finished');
  if (state.matches('stopped')) return null;
  const paused = state.matches('paused');
  const free = segment?.seconds === null;
  const shown = free ? context.elapsedMs : Math.max(0, (segment?.seconds ?? 0) * 1000 - context.elapsedMs);

  return (
    <Screen role="dialog" aria-modal="true" aria-label={`Temporizador: ${run.title}`} data-phase={over ? 'over' : segment?.phase}>
      <Head>
        <h2>{run.title}</h2>
        <span>{run.label}</span>
      </Head>
      {over ? (
        <Body role="status">
          <Phase>¡Terminaste!</Phase>
          <p>Anota tu resultado en el bloque.</p>
        </Body>
      ) : (
        <Body>
          {segment && segment.rounds > 1 && <Round>Ronda {segment.round} de {segment.rounds}</Round>}
          <Phase>{paused ? 'En pausa' : segment?.phase === 'rest' ? 'Descanso' : 'Trabajo'}</Phase>
          <Time role="timer" aria-label={free ? 'Tiempo de la ronda' : 'Tiempo restante'}>{formatRemaining(shown)}</Time>
          {free && !paused && (
            <Action type="button" onClick={() => send({ type: 'timer.next' })}>
              <Check size={22} aria-hidden="true" />
              {segment.round === segment.rounds ? 'Última ronda lista' : 'Listo, a descansar'}
            </Action>
          )}
        </Body>
      )}
      <Actions>
        {over ? (
          <Action type="button" onClick={onClose}>
            Cerrar
          </Action>
        ) : (
          <>
            <Action type="button" onClick={() => send({ type: paused ? 'timer.resume' : 'timer.pause' })}>
              {paused ? <Play size={22} aria-hidden="true" /> : <Pause size={22} aria-hidden="true" />}
              {paused ? 'Reanudar' : 'Pausar'}
            </Action>
            <Action
              type="button"
              $quiet
              onClick={() => {
                send({ type: 'timer.stop' });
                onClose();
              }}
            >
              <Square size={20} aria-hidden="true" />
              Terminar
            </Action>
          </>
        )}
      </Actions>
    </Screen>
  );
}

const Screen = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: calc(20px + env(safe-area-inset-top)) 20px calc(20px + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.colors.sidebar};
  color: #fff;
  &[data-phase='rest'] { background: #1f4d3a; }
  &[data-phase='over'] { background: #3a3f4b; }
`;

const Head = styled.header`
  display: grid;
  gap: 4px;
  text-align: center;
  h2 { font-size: 1.3rem; font-weight: 750; }
  span { opacity: 0.85; font-weight: 600; }
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  text-align: center;
  p { font-size: 1.1rem; opacity: 0.9; }
`;

const Round = styled.p`
  font-size: 1.3rem;
  font-weight: 700;
`;

const Phase = styled.p`
  font-size: 1.6rem;
  font-weight: 800;
  text-transform: none;
`;

const Time = styled.div`
  font-size: clamp(5rem, 28vw, 11rem);
  font-weight: 800;
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  width: 100%;
  max-width: 520px;
  margin: 0 auto;
`;

const Action = styled.button<{ $quiet?: boolean }>`
  flex: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 56px;
  padding: 0 16px;
  border: 2px solid #fff;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $quiet }) => ($quiet ? 'transparent' : '#fff')};
  color: ${({ $quiet, theme }) => ($quiet ? '#fff' : theme.colors.text)};
  font-size: 1.1rem;
  font-weight: 750;
  cursor: pointer;
`;
