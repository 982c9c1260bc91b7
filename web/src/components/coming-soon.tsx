import { Hammer } from 'lucide-react';
import styled from 'styled-components';
import { Card } from './card';
import { Page, PageTitle } from './page';

/** Placeholder for screens that are not built yet; each feature replaces its own. */
export function ComingSoon({ title, text }: { title: string; text?: string }) {
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <Card>
        <Body>
          <IconBubble>
            <Hammer size={28} aria-hidden="true" />
          </IconBubble>
          <strong>Próximamente</strong>
          <Muted>{text ?? 'Estamos preparando esta sección.'}</Muted>
        </Body>
      </Card>
    </Page>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 32px 8px;
  text-align: center;
  font-size: 1.1rem;
`;

const IconBubble = styled.span`
  display: grid;
  place-items: center;
  width: 60px;
  height: 60px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentStrong};
`;

const Muted = styled.span`
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
