import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Page, PageHeader, PageSubtitle, PageTitle } from '../../../components/page';
import { ChangePasswordCard } from './change-password-card';
import { DeleteAccountCard } from './delete-account-card';
import { EmailCard } from './email-card';
import { PhoneCard } from './phone-card';
import { SessionsCard } from './sessions-card';

type AccountPageProps = {
  person: { firstName: string; lastName: string; email: string };
  /** Forgets the session here and leaves for the sign-in page (after signing out everywhere or deleting). */
  leave: () => Promise<void>;
  /** How she hears from the studio, per kind of notice (the notifications feature's card, composed by the app). */
  notices?: ReactNode;
  /** Her booked classes in her phone's calendar (the reminders feature's card, composed by the app). */
  calendar?: ReactNode;
  /** Her sworn health statement (the health feature's card, composed by the app). */
  health?: ReactNode;
};

/** Local accounts' self-service: email, phone, calendar, notices, password, sessions, deletion. Clerk mode has its own screens. */
export function AccountPage({ person, leave, notices, calendar, health }: AccountPageProps) {
  return (
    <Page>
      <PageHeader>
        <div>
          <PageTitle>Tu cuenta</PageTitle>
          <PageSubtitle>
            {person.firstName} {person.lastName} · {person.email}
          </PageSubtitle>
        </div>
      </PageHeader>
      <Grid>
        <Column>
          <EmailCard />
          <PhoneCard />
          {health}
          {calendar}
          <ChangePasswordCard />
        </Column>
        <Column>
          {notices}
          <SessionsCard onSignedOut={leave} />
          <DeleteAccountCard onDeleted={leave} />
        </Column>
      </Grid>
    </Page>
  );
}

const Grid = styled.div`
  display: grid;
  gap: 20px;
  align-items: start;
  @media (min-width: 960px) {
    grid-template-columns: 1fr 1fr;
    gap: 28px;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  @media (min-width: 960px) {
    gap: 28px;
  }
`;
