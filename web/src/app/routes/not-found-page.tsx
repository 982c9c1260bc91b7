import { Compass } from 'lucide-react';
import styled from 'styled-components';
import { ButtonLink } from '../../components/button';
import { Logo } from '../../components/logo';

export function NotFoundPage() {
  return (
    <Screen>
      <Logo size={36} />
      <Compass size={56} aria-hidden="true" />
      <Title>Página no encontrada</Title>
      <Text>La dirección que buscas no existe o cambió de lugar.</Text>
      <ButtonLink to="/" $size="lg">
        Volver a Principal
      </ButtonLink>
    </Screen>
  );
}

const Screen = styled.main`
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 14px;
  padding: 24px;
  text-align: center;
  > svg { color: ${({ theme }) => theme.colors.accent}; margin-top: 24px; }
`;

const Title = styled.h1`
  font-size: 1.8rem;
  font-weight: 800;
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: 8px;
`;
