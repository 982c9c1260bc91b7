import type { ReactNode } from 'react';
import { lazy, Suspense, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Logo } from '../../../components/logo';
import { useSyncStatus } from '../../../lib/offline/use-sync-status';
import { navLinksFor, type NavBadges } from '../nav-links';
import { signOutDescription } from '../sign-out-warning';
import { Dock } from './dock';
import { Sidebar } from './sidebar';
import { SyncIndicator } from './sync-indicator';

// The sign-out question is the shell's only dialog: Radix's dialog loads when it opens, not with every screen (the first load's budget).
const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

type ShellLayoutProps = {
  isAdmin: boolean;
  /** Admins and coaches: the class console and the plan editor. Defaults to isAdmin. */
  isStaff?: boolean;
  onSignOut: () => Promise<void>;
  /** Fixed bar above everything (the rest timer); the app layer decides what goes here. */
  topBar?: ReactNode;
  /** Local accounts get the Cuenta screen in the menu. */
  localAccount?: boolean;
  /** Counts beside entries, by the entry's path (the app layer fills them from the features). */
  badges?: NavBadges;
};

export function ShellLayout({ isAdmin, isStaff = isAdmin, onSignOut, topBar, localAccount = false, badges }: ShellLayoutProps) {
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const links = navLinksFor(isAdmin, localAccount, isStaff);
  const askToSignOut = () => setConfirmingSignOut(true);
  const { pending } = useSyncStatus();

  return (
    <>
      {topBar}
      <SkipLink href="#contenido">Saltar al contenido</SkipLink>
      <Sidebar links={links} onSignOutClick={askToSignOut} status={<SyncIndicator />} badges={badges} />
      <Main id="contenido" tabIndex={-1}>
        <MobileHeader>
          <Link to="/">
            <Logo size={32} />
          </Link>
          <HeaderStatus>
            <SyncIndicator />
          </HeaderStatus>
        </MobileHeader>
        <Outlet />
      </Main>
      <Dock links={links} onSignOutClick={askToSignOut} badges={badges} />
      {confirmingSignOut && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setConfirmingSignOut}
            title="¿Cerrar sesión?"
            description={signOutDescription(pending)}
            confirmLabel="Cerrar sesión"
            cancelLabel="Cancelar"
            onConfirm={onSignOut}
          />
        </Suspense>
      )}
    </>
  );
}

const Main = styled.main`
  min-height: 100dvh;
  padding-bottom: calc(${({ theme }) => theme.layout.dockHeight} + 28px + env(safe-area-inset-bottom));
  &:focus { outline: none; }
  @media (min-width: 768px) {
    margin-left: ${({ theme }) => theme.layout.sidebarWidth};
    padding-bottom: 0;
  }
`;

const MobileHeader = styled.header`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px 12px;
  padding: 16px 16px 0;
  a { border-radius: 10px; }
  @media (min-width: 768px) {
    display: none;
  }
`;

/** The offline queue's pill, at the right; on a narrow phone a long one drops below the logo. */
const HeaderStatus = styled.div`
  margin-left: auto;
  max-width: 100%;
`;

const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -60px;
  z-index: 2000;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 700;
  &:focus { top: 12px; }
`;
