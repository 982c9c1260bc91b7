import { LogOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { NavBadges, NavLinkItem } from '../nav-links';
import { isNavLinkActive } from '../nav-links';
import { NavBadge } from './nav-badge';

type MoreSheetProps = {
  id: string;
  links: readonly NavLinkItem[];
  badges: NavBadges;
  onClose: () => void;
  onSignOutClick: () => void;
};

/** "Más" on a phone: the entries the tab bar has no room for, then Cerrar sesión on its own line. Escape closes it. */
export function MoreSheet({ id, links, badges, onClose, onSignOutClick }: MoreSheetProps) {
  const { pathname } = useLocation();
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, []);

  return (
    <Sheet
      id={id}
      ref={listRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Heading>Más</Heading>
      <List>
        {links.map((link) => {
          const active = isNavLinkActive(link, pathname);
          const badge = badges[link.to];
          return (
            <li key={link.to}>
              <Entry to={link.to} aria-current={active ? 'page' : undefined} $active={active}>
                <link.icon size={20} aria-hidden="true" />
                {link.label}
                {badge && <NavBadge badge={badge} />}
              </Entry>
            </li>
          );
        })}
      </List>
      <SignOut type="button" onClick={onSignOutClick}>
        <LogOut size={20} aria-hidden="true" />
        Cerrar sesión
      </SignOut>
    </Sheet>
  );
}

const Sheet = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: calc(100% + 8px);
  max-height: calc(100dvh - ${({ theme }) => theme.layout.dockHeight} - 40px);
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px;
  border-radius: 20px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h2`
  margin: 0 4px;
  font-size: 0.85rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Entry = styled(Link)<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 48px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 650;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ $active }) => ($active ? 'rgba(255, 77, 46, 0.12)' : 'transparent')};
  svg { flex-shrink: 0; color: ${({ $active, theme }) => ($active ? theme.colors.accent : theme.colors.textMuted)}; }
`;

/** Apart from the entries, below a rule: signing out is never the tap next to a tab. */
const SignOut = styled.button`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 48px;
  padding: 0 12px;
  margin-top: 4px;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;
