import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CardIcon } from '../../../components/card';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { adminLinks } from '../admin-links';

export function AdminMenu() {
  return (
    <Page>
      <header>
        <PageTitle>Administración / Configuración</PageTitle>
        <PageSubtitle>Gestiona horarios, paquetes, usuarios y noticias del estudio.</PageSubtitle>
      </header>
      <nav aria-label="Administración">
        <Grid>
          {adminLinks.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Tile to={to}>
                <CardIcon>
                  <Icon size={20} aria-hidden="true" />
                </CardIcon>
                <TileLabel>{label}</TileLabel>
                <ChevronRight size={20} aria-hidden="true" />
              </Tile>
            </li>
          ))}
        </Grid>
      </nav>
    </Page>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Tile = styled(Link)`
  display: flex;
  align-items: center;
  gap: 14px;
  min-height: 64px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 650;
  text-decoration: none;
  transition: border-color 0.15s ease, transform 0.15s ease;
  > svg { color: ${({ theme }) => theme.colors.textMuted}; }
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; transform: translateY(-1px); }
`;

const TileLabel = styled.span`
  flex: 1;
`;
