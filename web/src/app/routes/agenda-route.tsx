import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useSignedInUser } from '../../features/auth';
import { AgendaPage } from '../../features/booking';

// Below the agenda, so not needed for its first paint: the history (and the attendance API module it shares with the
// coach's console) is a chunk of its own, out of the member's first load (its budget: `npm run size`).
const ClassHistory = lazy(() => import('../../features/attendance/history').then((m) => ({ default: m.ClassHistory })));

export function AgendaRoute() {
  const user = useSignedInUser();
  return (
    <>
      <AgendaPage userId={user.userId} />
      {/* Past classes: attended, no-show or cancelled, and the credit each caused. */}
      <HistorySection>
        <Suspense fallback={null}>
          <ClassHistory userId={user.userId} />
        </Suspense>
      </HistorySection>
    </>
  );
}

const HistorySection = styled.div`
  width: 100%;
  max-width: 1040px;
  margin: 0 auto;
  padding: 0 16px 32px;
  @media (min-width: 768px) {
    padding: 0 40px 48px;
  }
`;
