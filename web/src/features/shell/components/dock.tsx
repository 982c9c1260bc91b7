import { Ellipsis } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { NavBadges, NavLinkItem } from '../nav-links';
import { dockLinksFor, isNavLinkActive } from '../nav-links';
import { NavBadge } from './nav-badge';

// Más's sheet loads when first opened: the first load is what every visit pays (npm run size).
const MoreSheet = lazy(() => import('./more-sheet').then((m) => ({ default: m.MoreSheet })));

const badgeIdOf = (to: string) => `dock-badge${to.replace(/\W/g, '-')}`;

type DockProps = { links: readonly NavLinkItem[]; onSignOutClick: () => void; badges?: NavBadges };

/**
 * The phone's tab bar: four labelled tabs and "Más", which opens a sheet with the other entries and, apart from
 * them, Cerrar sesión (a tap that slips off the last tab never signs anyone out).
 */
export function Dock({ links, onSignOutClick, badges = {} }: DockProps) {
  const { pathname } = useLocation();
  const { tabs, more } = dockLinksFor(links);
  const [open, setOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const sheetId = useId();

  // A new screen closes the sheet (its links navigate).
  useEffect(() => setOpen(false), [pathname]);

  // A tap anywhere else closes it, as a menu does.
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const close = () => {
    setOpen(false);
    moreRef.current?.focus();
  };
  const moreActive = more.some((link) => isNavLinkActive(link, pathname));
  const moreBadge = more.find((link) => badges[link.to]);

  return (
    <DockNav ref={navRef} aria-label="Accesos rápidos">
      <TabList>
        {tabs.map((link) => {
          const active = isNavLinkActive(link, pathname);
          const badge = badges[link.to];
          // The tab's name stays the entry's; the badge's label is said after it ("Entrenamientos, 3 comentarios nuevos").
          const badgeId = badgeIdOf(link.to);
          return (
            <li key={link.to}>
              <Tab
                to={link.to}
                aria-label={link.label}
                aria-describedby={badge ? badgeId : undefined}
                aria-current={active ? 'page' : undefined}
                $active={active}
              >
                <TabIcon>
                  <link.icon aria-hidden="true" />
                  {badge && <NavBadge badge={badge} id={badgeId} corner />}
                </TabIcon>
                <TabLabel>{link.shortLabel ?? link.label}</TabLabel>
              </Tab>
            </li>
          );
        })}
        <li>
          <MoreButton
            ref={moreRef}
            type="button"
            aria-expanded={open}
            aria-controls={open ? sheetId : undefined}
            aria-describedby={moreBadge ? `${badgeIdOf(moreBadge.to)}-more` : undefined}
            onClick={() => setOpen((was) => !was)}
            $active={moreActive}
            $open={open}
          >
            <TabIcon>
              <Ellipsis aria-hidden="true" />
              {moreBadge && <NavBadge badge={badges[moreBadge.to]!} id={`${badgeIdOf(moreBadge.to)}-more`} corner />}
            </TabIcon>
            <TabLabel>Más</TabLabel>
          </MoreButton>
        </li>
      </TabList>
      {/* After the tabs: the keyboard reaches its entries right after Más; it is drawn above them. */}
      {open && (
        <Suspense fallback={null}>
          <MoreSheet
            id={sheetId}
            links={more}
            badges={badges}
            onClose={close}
            onSignOutClick={() => {
              setOpen(false);
              onSignOutClick();
            }}
          />
        </Suspense>
      )}
    </DockNav>
  );
}

const DockNav = styled.nav`
  position: fixed;
  z-index: 50;
  left: 8px;
  right: 8px;
  bottom: calc(8px + env(safe-area-inset-bottom));
  @media (min-width: 768px) {
    display: none;
  }
`;

const TabList = styled.ul`
  list-style: none;
  margin: 0;
  height: ${({ theme }) => theme.layout.dockHeight};
  padding: 6px;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
  gap: 4px;
  border-radius: 20px;
  background: rgba(17, 19, 24, 0.94);
  backdrop-filter: blur(12px);
  box-shadow: ${({ theme }) => theme.shadows.raised};
  & > li { display: flex; min-width: 0; }
`;

const tab = css<{ $active: boolean }>`
  flex: 1;
  min-width: 44px;
  min-height: 44px;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  padding: 0 2px;
  border: 0;
  border-radius: 14px;
  font: inherit;
  text-decoration: none;
  cursor: pointer;
  color: ${({ $active, theme }) => ($active ? '#fff' : theme.colors.sidebarText)};
  background: ${({ $active, theme }) => ($active ? theme.colors.accentStrong : 'transparent')};
  transition: background 0.15s ease, color 0.15s ease;
`;

const Tab = styled(Link)<{ $active: boolean }>`
  ${tab}
`;

/** Open, it is lit but not as the current page is (that stays the tab's, or Más's when the page is one of its entries). */
const MoreButton = styled.button<{ $active: boolean; $open: boolean }>`
  ${tab}
  ${({ $open, $active }) => ($open && !$active ? 'color: #fff; background: rgba(255, 255, 255, 0.14);' : '')}
`;

const TabIcon = styled.span`
  position: relative;
  display: grid;
  place-items: center;
  svg { width: 22px; height: 22px; }
`;

const TabLabel = styled.span`
  max-width: 100%;
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 1.1;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
