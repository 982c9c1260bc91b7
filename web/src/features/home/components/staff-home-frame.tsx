import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Page } from '../../../components/page';
import { PullIndicator } from '../../../components/pull-indicator';
import { usePullToRefresh } from '../../../hooks/use-pull-to-refresh';
import { refreshHome } from '../api/refresh-home';
import { HomeHeader } from './home-header';

type StaffHomeFrameProps = { firstName: string; notifications?: ReactNode; children: ReactNode };

/** The owner's and the coach's homes share the member's frame: greeting, pull to refresh, notifications, cards. */
export function StaffHomeFrame({ firstName, notifications, children }: StaffHomeFrameProps) {
  const queryClient = useQueryClient();
  const pull = usePullToRefresh(() => refreshHome(queryClient));
  return (
    <>
      <PullIndicator distance={pull.distance} state={pull.state} />
      <Page>
        <HomeHeader firstName={firstName} />
        {notifications}
        <Grid>{children}</Grid>
      </Page>
    </>
  );
}

const Grid = styled.div`
  display: grid;
  gap: 16px;
  align-items: start;
  @media (min-width: 960px) {
    grid-template-columns: 1fr 1fr;
    gap: 24px;
  }
`;

/** A card that spans both columns on a desktop. */
export const WideCell = styled.div`
  @media (min-width: 960px) {
    grid-column: 1 / -1;
  }
`;
