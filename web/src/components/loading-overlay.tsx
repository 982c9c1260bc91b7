import styled, { keyframes } from 'styled-components';
import { LogoMark } from './logo';

export function LoadingOverlay({ label = 'Cargando...' }: { label?: string }) {
  return (
    <Overlay role="status" aria-live="polite">
      <Pulse>
        <LogoMark size={72} />
      </Pulse>
      <Label>{label}</Label>
    </Overlay>
  );
}

const beat = keyframes`
  0%, 100% { transform: scale(1); }
  40% { transform: scale(1.08); }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 18px;
  background: ${({ theme }) => theme.colors.background};
`;

const Pulse = styled.div`
  animation: ${beat} 1.2s ease-in-out infinite;
`;

const Label = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;
