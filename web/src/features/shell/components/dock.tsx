import { LogOut } from 'lucide-react';
import type { PointerEvent } from 'react';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useFinePointer } from '../../../hooks/use-media-query';
import { DOCK_SIZES, magnifiedSize } from '../dock-magnification';
import type { NavBadges, NavLinkItem } from '../nav-links';
import { isNavLinkActive } from '../nav-links';
import { NavBadge } from './nav-badge';

type DockProps = { links: readonly NavLinkItem[]; onSignOutClick: () => void; badges?: NavBadges };

export function Dock({ links, onSignOutClick, badges = {} }: DockProps) {
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  const magnified = useFinePointer() ? DOCK_SIZES.magnified : DOCK_SIZES.touchMagnified;

  const items = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-dock-item]') ?? []);

  // Sizes are written straight to CSS variables: no React render per pointer move.
  const magnify = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || magnified === DOCK_SIZES.base) return;
    for (const item of items()) {
      const rect = item.getBoundingClientRect();
      const size = magnifiedSize(event.clientX - (rect.left + rect.width / 2), { ...DOCK_SIZES, magnified });
      item.style.setProperty('--dock-size', `${size}px`);
    }
  };
  const reset = () => items().forEach((item) => item.style.removeProperty('--dock-size'));

  return (
    <DockNav aria-label="Accesos rápidos">
      <DockList ref={listRef} onPointerMove={magnify} onPointerLeave={reset}>
        {links.map((link) => {
          const active = isNavLinkActive(link, pathname);
          const badge = badges[link.to];
          // The icon's name stays the entry's; the badge's label is said after it ("Entrenamientos, 3 comentarios nuevos").
          const badgeId = `dock-badge${link.to.replace(/\W/g, '-')}`;
          return (
            <li key={link.to}>
              <DockLink
                to={link.to}
                data-dock-item=""
                aria-label={link.label}
                aria-describedby={badge ? badgeId : undefined}
                title={link.label}
                aria-current={active ? 'page' : undefined}
                $active={active}
              >
                <link.icon aria-hidden="true" />
                {badge && <NavBadge badge={badge} id={badgeId} corner />}
              </DockLink>
            </li>
          );
        })}
        <li>
          <DockSignOut type="button" data-dock-item="" aria-label="Cerrar sesión" title="Cerrar sesión" onClick={onSignOutClick}>
            <LogOut aria-hidden="true" />
          </DockSignOut>
        </li>
      </DockList>
    </DockNav>
  );
}

const DockNav = styled.nav`
  position: fixed;
  z-index: 50;
  left: 50%;
  bottom: calc(10px + env(safe-area-inset-bottom));
  transform: translateX(-50%);
  max-width: calc(100vw - 8px);
  @media (min-width: 768px) {
    display: none;
  }
`;

const DockList = styled.ul`
  list-style: none;
  margin: 0;
  height: ${DOCK_SIZES.base + 12}px;
  padding: 6px;
  display: flex;
  align-items: flex-end;
  gap: 4px;
  border-radius: 22px;
  background: rgba(17, 19, 24, 0.92);
  backdrop-filter: blur(12px);
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const dockItem = css`
  --dock-size: ${DOCK_SIZES.base}px;
  display: grid;
  place-items: center;
  width: var(--dock-size);
  height: var(--dock-size);
  /* Very narrow phones: icons shrink a little rather than overflow. */
  flex: 0 1 auto;
  min-width: 32px;
  /* An admin's dock holds nine buttons: at 40 px they overflow a 375 px phone and push "Cerrar sesión" off screen. */
  @media (max-width: 420px) {
    --dock-size: 34px;
  }
  border: 0;
  border-radius: 12px;
  cursor: pointer;
  transition: width 0.12s ease-out, height 0.12s ease-out, background 0.15s ease;
  svg { width: 55%; height: 55%; }
`;

const DockLink = styled(Link)<{ $active: boolean }>`
  ${dockItem}
  position: relative;
  color: ${({ $active, theme }) => ($active ? '#fff' : theme.colors.sidebarText)};
  background: ${({ $active, theme }) => ($active ? theme.colors.accentStrong : 'rgba(255, 255, 255, 0.06)')};
`;

const DockSignOut = styled.button`
  ${dockItem}
  color: #fff;
  background: ${({ theme }) => theme.colors.danger};
`;
