import { ArrowDown } from 'lucide-react';
import styled from 'styled-components';
import type { PullState } from '../hooks/use-pull-to-refresh';
import { Spinner } from './spinner';

const labels: Record<PullState, string> = {
  idle: '',
  pulling: 'Desliza para actualizar',
  ready: 'Suelta para actualizar',
  refreshing: 'Actualizando...',
};

export function PullIndicator({ distance, state }: { distance: number; state: PullState }) {
  const height = state === 'refreshing' ? 48 : distance;
  return (
    <Wrapper style={{ height }} aria-live="polite" data-state={state}>
      {state === 'refreshing' ? (
        <Spinner $size={20} />
      ) : (
        state !== 'idle' && <Arrow size={20} aria-hidden="true" $flipped={state === 'ready'} />
      )}
      <span>{labels[state]}</span>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  font-weight: 600;
  transition: height 0.15s ease;
  &[data-state='pulling'], &[data-state='ready'] { transition: none; }
`;

const Arrow = styled(ArrowDown)<{ $flipped: boolean }>`
  transition: transform 0.2s ease;
  transform: rotate(${({ $flipped }) => ($flipped ? 180 : 0)}deg);
`;
