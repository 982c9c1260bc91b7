import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Logo } from '../../../components/logo';

type AuthPageLayoutProps = { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode };

export function AuthPageLayout({ title, subtitle, children, footer }: AuthPageLayoutProps) {
  return (
    <Screen>
      <Panel>
        <LogoLink to="/">
          <Logo size={40} />
        </LogoLink>
        <Heading>
          <Title>{title}</Title>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
        </Heading>
        {children}
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Screen>
  );
}

const Screen = styled.main`
  min-height: 100dvh;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 32px 16px;
  background:
    radial-gradient(circle at 15% 0%, rgba(255, 77, 46, 0.14), transparent 45%),
    ${({ theme }) => theme.colors.background};
  @media (min-width: 768px) {
    align-items: center;
  }
`;

const Panel = styled.div`
  width: 100%;
  max-width: 420px;
  display: flex;
  flex-direction: column;
  gap: 24px;
  padding: 28px 22px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  @media (min-width: 768px) {
    padding: 36px 32px;
  }
`;

const LogoLink = styled(Link)`
  align-self: flex-start;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Heading = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Title = styled.h1`
  font-size: 1.7rem;
  font-weight: 800;
  letter-spacing: -0.02em;
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  a { font-weight: 700; }
`;
