import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { useRecentSessions } from '../api/get-member-training';
import { SessionList } from './session-list';

/** /profesor/entrenamientos — staff: the newest sessions of every member, live; each opens that member's training. */
export function CoachWorkoutsPage() {
  const sessions = useRecentSessions();
  return (
    <Page>
      <header>
        <PageTitle>Entrenamientos de socios</PageTitle>
        <PageSubtitle>Las últimas sesiones registradas. Se actualiza mientras entrenan.</PageSubtitle>
      </header>
      {sessions.isPending ? (
        <EmptyState role="status">Cargando sesiones...</EmptyState>
      ) : sessions.isError ? (
        <EmptyState role="alert">No se pudieron cargar las sesiones.</EmptyState>
      ) : sessions.data.length === 0 ? (
        <EmptyState>Todavía nadie registró un entrenamiento.</EmptyState>
      ) : (
        <SessionList
          sessions={sessions.data}
          showMember
          renderRow={(s, content) => (
            <li key={s.id}>
              <Link to={`/profesor/entrenamientos/${encodeURIComponent(s.clerk_user_id)}`}>{content}</Link>
            </li>
          )}
        />
      )}
    </Page>
  );
}
