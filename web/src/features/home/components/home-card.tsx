import { ChevronRight } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, CardHeader, CardIcon, CardTitle } from '../../../components/card';

type HomeCardProps = { title: string; icon: LucideIcon; to?: string; children: ReactNode };

export function HomeCard({ title, icon: Icon, to, children }: HomeCardProps) {
  const heading = (
    <CardTitle>
      <CardIcon>
        <Icon size={20} aria-hidden="true" />
      </CardIcon>
      {title}
    </CardTitle>
  );
  return (
    <Card>
      <CardHeader>
        {to ? (
          <TitleLink to={to}>
            {heading}
            <ChevronRight size={20} aria-hidden="true" />
          </TitleLink>
        ) : (
          heading
        )}
      </CardHeader>
      {children}
    </Card>
  );
}

const TitleLink = styled(Link)`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 44px;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:hover h2 { color: ${({ theme }) => theme.colors.accentText}; }
`;
