import type { LucideIcon } from 'lucide-react';
import { Activity, BookOpen, CalendarCheck, CalendarClock, ChartColumn, ChevronRight, ClipboardList, Dumbbell, Landmark, Newspaper, PackagePlus, PencilLine, SquarePen, Users, UsersRound, Weight } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CardIcon } from '../../../components/card';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { ADMIN_GROUPS, adminLinksOf } from '../admin-links';

const ICONS: Record<string, LucideIcon> = {
  '/admin/horarios': CalendarClock,
  '/admin/disciplinas': Dumbbell,
  '/profesor': CalendarCheck,
  '/admin/usuarios': Users,
  '/admin/grupos': UsersRound,
  '/admin/paquetes': PackagePlus,
  '/admin/editar-paquetes': PencilLine,
  '/admin/ajustes-paquetes': Landmark,
  '/crearPlanificaciones/biblioteca': BookOpen,
  '/admin/crearNoticias': Newspaper,
  '/admin/noticias': SquarePen,
  '/admin/ajustes-entrenamiento': Weight,
  '/dashboard': ChartColumn,
  '/admin/reservas': ClipboardList,
  '/profesor/entrenamientos': Activity,
};

/** /admin: the admin's screens in four sections (Estudio, Socios y pagos, Contenido, Reportes). */
export function AdminMenu() {
  return (
    <Page>
      <header>
        <PageTitle>Administración / Configuración</PageTitle>
        <PageSubtitle>Gestiona horarios, paquetes, usuarios y noticias del estudio.</PageSubtitle>
      </header>
      <Sections aria-label="Administración">
        {ADMIN_GROUPS.map((group) => {
          const headingId = `admin-${group.toLowerCase().replace(/\W+/g, '-')}`;
          return (
            <section key={group} aria-labelledby={headingId}>
              <GroupTitle id={headingId}>{group}</GroupTitle>
              <Grid>
                {adminLinksOf(group).map(({ to, label }) => (
                  <MenuTile key={to} to={to} label={label} />
                ))}
              </Grid>
            </section>
          );
        })}
      </Sections>
    </Page>
  );
}

function MenuTile({ to, label }: { to: string; label: string }) {
  const Icon = ICONS[to] ?? ChevronRight;
  return (
    <li>
      <Tile to={to}>
        <CardIcon>
          <Icon size={20} aria-hidden="true" />
        </CardIcon>
        <TileLabel>{label}</TileLabel>
        <ChevronRight size={20} aria-hidden="true" />
      </Tile>
    </li>
  );
}

const Sections = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

const GroupTitle = styled.h2`
  margin: 0 0 10px;
  font-size: 1.05rem;
  font-weight: 750;
  color: ${({ theme }) => theme.colors.textMuted};
`;

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
  height: 100%;
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
