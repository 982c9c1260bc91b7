import styled from 'styled-components';
import type { MemberPackage } from '../api/get-member-package';
import type { Makeup } from '../api/my-makeups';
import { CreditsSummary } from './credits-summary';
import { MakeupAgendaNote } from './makeup-agenda-note';
import { NoCreditsNotice, NoPackageBanner } from './no-credits-notice';

/**
 * Over the agenda, credits first: what the member cannot book shows before any tap (no package, her credits, none
 * left), then the make-up rights she holds and the classes they pay.
 */
export function AgendaHeader({ held, makeups }: { held: MemberPackage | null; makeups: readonly Makeup[] }) {
  const credits =
    held === null ? (
      <NoPackageBanner />
    ) : held.creditos_restantes <= 0 ? (
      <HeaderStack>
        <CreditsSummary memberPackage={held} />
        <NoCreditsNotice />
      </HeaderStack>
    ) : (
      <CreditsSummary memberPackage={held} />
    );
  if (makeups.length === 0) return credits;
  return (
    <HeaderStack>
      {credits}
      <MakeupAgendaNote makeups={makeups} />
    </HeaderStack>
  );
}

const HeaderStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  flex: 1;
  @media (min-width: 768px) {
    flex: 0 1 auto;
  }
`;
