import styled from 'styled-components';
import { useSignedInUser } from '../../features/auth';
import { ClassHistory } from '../../features/attendance/history';
import { AgendaPage } from '../../features/booking';

export function AgendaRoute() {
  const user = useSignedInUser();
  return (
    <>
      <AgendaPage userId={user.userId} />
      {/* Past classes: attended, no-show or cancelled, and the credit each caused. */}
      <HistorySection>
        <ClassHistory userId={user.userId} />
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
