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
  /** Clerk manages email, password, sessions and deletion on its own screens: only phone, calendar and notices stay. */
  clerkManaged?: boolean;
};

/** A member's self-service: phone, calendar, notices; local accounts also email, password, sessions and deletion. */
export function AccountPage({ person, leave, notices, calendar, health, clerkManaged = false }: AccountPageProps) {
  const local = !clerkManaged;
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
          {local && <EmailCard />}
          <PhoneCard />
          {health}
          {calendar}
          {local && <ChangePasswordCard />}
        </Column>
        <Column>
          {notices}
          {local && <SessionsCard onSignedOut={leave} />}
          {local && <DeleteAccountCard onDeleted={leave} />}
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
