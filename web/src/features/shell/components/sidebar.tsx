import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Logo } from '../../../components/logo';
import type { NavBadges, NavLinkItem } from '../nav-links';
import { isNavLinkActive } from '../nav-links';
import { NavBadge } from './nav-badge';

type SidebarProps = {
  links: readonly NavLinkItem[];
  onSignOutClick: () => void;
  /** The offline queue's indicator, above sign-out. */
  status?: ReactNode;
  badges?: NavBadges;
};

export function Sidebar({ links, onSignOutClick, status, badges = {} }: SidebarProps) {
  const { pathname } = useLocation();
  return (
    <Aside>
      <Link to="/">
        <Logo size={38} tone="light" />
      </Link>
      <nav aria-label="Menú principal">
        <LinkList>
          {links.map((link) => {
            const active = isNavLinkActive(link, pathname);
            const badge = badges[link.to];
            return (
              <li key={link.to}>
                <SidebarLink to={link.to} aria-current={active ? 'page' : undefined} $active={active}>
                  <link.icon size={20} aria-hidden="true" />
                  {link.label}
                  {badge && <NavBadge badge={badge} />}
                </SidebarLink>
              </li>
            );
          })}
        </LinkList>
      </nav>
      <Footer>
        {status}
        <SignOutButton type="button" onClick={onSignOutClick}>
          <LogOut size={20} aria-hidden="true" />
          Cerrar sesión
        </SignOutButton>
      </Footer>
    </Aside>
  );
}

const Aside = styled.aside`
  display: none;
  @media (min-width: 768px) {
    position: fixed;
    inset: 0 auto 0 0;
    width: ${({ theme }) => theme.layout.sidebarWidth};
    display: flex;
    flex-direction: column;
    gap: 32px;
    padding: 28px 16px 20px;
    background: ${({ theme }) => theme.colors.sidebar};
    overflow-y: auto;
    > a:first-child { padding: 0 8px; border-radius: 10px; }
  }
`;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const SidebarLink = styled(Link)<{ $active: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 46px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 0.95rem;
  font-weight: 600;
  white-space: nowrap;
  text-decoration: none;
  color: ${({ $active, theme }) => ($active ? theme.colors.sidebarTextActive : theme.colors.sidebarText)};
  background: ${({ $active }) => ($active ? 'rgba(255, 77, 46, 0.16)' : 'transparent')};
  transition: background 0.15s ease, color 0.15s ease;
  svg { flex-shrink: 0; color: ${({ $active, theme }) => ($active ? theme.colors.accent : 'currentColor')}; }
  &:hover { color: #fff; background: ${({ $active, theme }) => ($active ? 'rgba(255, 77, 46, 0.22)' : theme.colors.sidebarHover)}; }
  &::before {
    content: '';
    position: absolute;
    left: -16px;
    top: 10px;
    bottom: 10px;
    width: 4px;
    border-radius: 0 4px 4px 0;
    background: ${({ $active, theme }) => ($active ? theme.colors.accent : 'transparent')};
  }
`;

const SignOutButton = styled.button`
  margin-top: auto;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  min-height: 46px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-weight: 700;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.dangerHover}; }
`;

const Footer = styled.div`
  margin-top: auto;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;
