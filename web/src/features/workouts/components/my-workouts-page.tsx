import { Ruler } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { useMyRecords, useMySessions } from '../api/get-my-workouts';
import { useMyComments } from '../api/my-comments';
import { unreadText } from '../workout-wording';
import { CommentInbox } from './comment-inbox';
import { RecordsList } from './records-list';
import { SessionList } from './session-list';

/** /entrenamientos — the member's coach comments, records and sessions; each exercise opens its chart. */
export function MyWorkoutsPage() {
  const sessions = useMySessions();
  const records = useMyRecords();
  const comments = useMyComments();
  const unread = comments.data?.filter((c) => !c.leido).length ?? 0;
  return (
    <Page>
      <header>
        <PageTitle>Mis entrenamientos</PageTitle>
        <PageSubtitle>Lo que registraste, tus récords y lo que te dice tu profe. Empieza un entrenamiento desde tu planificación.</PageSubtitle>
      </header>
      <Section aria-labelledby="comments-title">
        <h2 id="comments-title">Comentarios de tu profe</h2>
        {unread > 0 && <p role="status">{unreadText(unread)}</p>}
        {comments.isPending ? (
          <EmptyState role="status">Cargando comentarios...</EmptyState>
        ) : comments.isError ? (
          <EmptyState role="alert">No se pudieron cargar los comentarios.</EmptyState>
        ) : comments.data.length === 0 ? (
          <EmptyState>Todavía no tienes comentarios de tu profe.</EmptyState>
        ) : (
          <CommentInbox comments={comments.data} />
        )}
      </Section>
      <Section aria-labelledby="records-title">
        <SectionHead>
          <h2 id="records-title">Récords personales</h2>
          <ButtonLink to="/progreso" $variant="secondary">
            <Ruler size={20} aria-hidden="true" />
            Medidas y fotos
          </ButtonLink>
        </SectionHead>
        {records.isPending ? (
          <EmptyState role="status">Cargando récords...</EmptyState>
        ) : records.isError ? (
          <EmptyState role="alert">No se pudieron cargar tus récords.</EmptyState>
        ) : records.data.length === 0 ? (
          <EmptyState>Todavía no tienes récords: registra tu primer entrenamiento.</EmptyState>
        ) : (
          <RecordsList records={records.data} historyLink={(nombre) => `/entrenamientos/ejercicio/${encodeURIComponent(nombre)}`} />
        )}
      </Section>
      <Section aria-labelledby="sessions-title">
        <h2 id="sessions-title">Sesiones</h2>
        {sessions.isPending ? (
          <EmptyState role="status">Cargando entrenamientos...</EmptyState>
        ) : sessions.isError ? (
          <EmptyState role="alert">No se pudieron cargar tus entrenamientos.</EmptyState>
        ) : sessions.data.length === 0 ? (
          <EmptyState>Todavía no registraste entrenamientos.</EmptyState>
        ) : (
          <SessionList
            sessions={sessions.data}
            renderRow={(s, content) => (
              <li key={s.id}>
                <Link to={`/entrenamientos/${s.id}`}>{content}</Link>
              </li>
            )}
          />
        )}
      </Section>
    </Page>
  );
}

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h2 { font-size: 1.25rem; font-weight: 750; }
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
`;
