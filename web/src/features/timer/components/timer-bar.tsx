import { Pause, Play, RotateCcw, Timer } from 'lucide-react';
import styled from 'styled-components';
import { formatRemaining } from '../format';
import { useRestTimerActor, useRestTimerSelector } from './rest-timer-provider';

const BAR_HEIGHT = 56;

/** Fixed top bar shown on every screen while a rest is running or paused. */
export function TimerBar() {
  const actor = useRestTimerActor();
  const state = useRestTimerSelector((snapshot) => (snapshot.matches('running') ? 'running' : snapshot.matches('paused') ? 'paused' : 'idle'));
  const remaining = useRestTimerSelector((snapshot) => formatRemaining(snapshot.context.remainingMs));
  if (state === 'idle') return null;
  const paused = state === 'paused';

  return (
    <>
      <Bar role="timer" aria-label="Descanso" data-state={state}>
        <Label>
          <Timer size={20} aria-hidden="true" />
          <span>{paused ? 'En pausa' : 'Descanso'}</span>
        </Label>
        <Time aria-live="off">{remaining}</Time>
        <Actions>
          <IconButton
            type="button"
            aria-label={paused ? 'Reanudar descanso' : 'Pausar descanso'}
            onClick={() => actor.send({ type: paused ? 'timer.resume' : 'timer.pause' })}
          >
            {paused ? <Play size={20} aria-hidden="true" /> : <Pause size={20} aria-hidden="true" />}
          </IconButton>
          <IconButton type="button" aria-label="Reiniciar descanso" onClick={() => actor.send({ type: 'timer.reset' })}>
            <RotateCcw size={20} aria-hidden="true" />
          </IconButton>
        </Actions>
      </Bar>
      <Spacer aria-hidden="true" />
    </>
  );
}

const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 800;
  display: flex;
  align-items: center;
  gap: 12px;
  height: calc(${BAR_HEIGHT}px + env(safe-area-inset-top));
  padding: env(safe-area-inset-top) 12px 0 16px;
  background: ${({ theme }) => theme.colors.sidebar};
  color: #fff;
  box-shadow: 0 2px 12px rgba(17, 19, 24, 0.25);
  &[data-state='paused'] { background: #3a3f4b; }
  @media (min-width: 768px) {
    left: ${({ theme }) => theme.layout.sidebarWidth};
    padding: 0 24px 0 32px;
  }
`;

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 650;
  color: ${({ theme }) => theme.colors.sidebarText};
`;

const Time = styled.span`
  margin-left: auto;
  font-size: 1.6rem;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.02em;
`;

const Actions = styled.div`
  display: flex;
  gap: 6px;
`;

const IconButton = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.12);
  color: #fff;
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.22); }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
`;

const Spacer = styled.div`
  height: calc(${BAR_HEIGHT}px + env(safe-area-inset-top));
`;
