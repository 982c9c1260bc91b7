import { WifiOff } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../components/button';

type ConnectionErrorProps = { title?: string; message: string; onRetry: () => void };

export function ConnectionError({ title = 'No pudimos cargar la app', message, onRetry }: ConnectionErrorProps) {
  return (
    <Screen role="alert">
      <WifiOff size={40} aria-hidden="true" />
      <Title>{title}</Title>
      <Message>{message}</Message>
      <Button onClick={onRetry}>Reintentar</Button>
    </Screen>
  );
}

const Screen = styled.main`
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 24px;
  text-align: center;
`;

const Title = styled.h1`
  font-size: 1.4rem;
  font-weight: 800;
`;

const Message = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 36ch;
`;
