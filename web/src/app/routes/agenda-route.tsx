import { useSignedInUser } from '../../features/auth';
import { AgendaPage } from '../../features/booking';

export function AgendaRoute() {
  const user = useSignedInUser();
  return <AgendaPage userId={user.userId} />;
}
