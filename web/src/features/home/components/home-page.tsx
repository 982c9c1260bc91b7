import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CalendarDays, ClipboardList, Newspaper } from 'lucide-react';
import styled from 'styled-components';
import { Page } from '../../../components/page';
import { PullIndicator } from '../../../components/pull-indicator';
import { usePullToRefresh } from '../../../hooks/use-pull-to-refresh';
import { refreshHome } from '../api/refresh-home';
import { HomeCard } from './home-card';
import { HomeHeader } from './home-header';

type HomePageProps = {
  firstName: string;
  /** Mis Turnos card body, composed by the app layer (features never import each other). */
  bookings: ReactNode;
  /** Noticias card body and the notifications switch, composed by the app layer too. */
  news: ReactNode;
  notifications?: ReactNode;
  /** Her monthly plan at a glance (the billing feature's notice), composed by the app layer; absent without one. */
  account?: ReactNode;
  /** Mis Planificaciones card body (the plans feature's list), composed by the app layer. */
  plans: ReactNode;
};

export function HomePage({ firstName, bookings, news, notifications, account, plans }: HomePageProps) {
  const queryClient = useQueryClient();
  const pull = usePullToRefresh(() => refreshHome(queryClient));

  return (
    <>
      <PullIndicator distance={pull.distance} state={pull.state} />
      <Page>
        <HomeHeader firstName={firstName} />
        {notifications}
        {account}
        <Grid>
          <HomeCard title="Mis Turnos" icon={CalendarDays} to="/turnos">
            {bookings}
          </HomeCard>
          <HomeCard title="Mis Planificaciones" icon={ClipboardList} to="/planificaciones">
            {plans}
          </HomeCard>
          <Wide>
            <HomeCard title="Noticias" icon={Newspaper}>
              {news}
            </HomeCard>
          </Wide>
        </Grid>
      </Page>
    </>
  );
}

const Grid = styled.div`
  display: grid;
  gap: 16px;
  @media (min-width: 960px) {
    grid-template-columns: 1fr 1fr;
    gap: 24px;
  }
`;

const Wide = styled.div`
  @media (min-width: 960px) {
    grid-column: 1 / -1;
  }
`;
