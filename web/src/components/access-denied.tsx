import { ShieldBan } from 'lucide-react';
import styled from 'styled-components';
import { ButtonLink } from './button';
import { Card } from './card';
import { Page } from './page';

export function AccessDenied() {
  return (
    <Page>
      <Card>
        <Body>
          <IconBubble>
            <ShieldBan size={30} aria-hidden="true" />
          </IconBubble>
          <Title>Acceso denegado</Title>
          <Muted>Esta sección es solo para administradores.</Muted>
          <ButtonLink to="/" $variant="secondary">
            Volver a Principal
          </ButtonLink>
        </Body>
      </Card>
    </Page>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 32px 8px;
  text-align: center;
`;

const IconBubble = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

const Title = styled.h1`
  font-size: 1.5rem;
  font-weight: 800;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: 8px;
`;
