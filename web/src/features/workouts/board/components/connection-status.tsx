import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { board } from './board.styles';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

// navigator.onLine is false only when the device surely has no network; a failed refetch tells the rest.
const isOnline = () => navigator.onLine !== false;

/** Said quietly while the board may be behind: the device is offline or the last refetch failed. */
export function ConnectionStatus({ refetchFailed }: { refetchFailed: boolean }) {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return <Status role="status">{online && !refetchFailed ? '' : 'Sin conexión: la pizarra se actualiza al volver.'}</Status>;
}

const Status = styled.p`
  color: ${board.record};
  font-size: clamp(0.95rem, 1.3vw, 1.25rem);
  font-weight: 650;
  &:empty { display: none; }
`;
