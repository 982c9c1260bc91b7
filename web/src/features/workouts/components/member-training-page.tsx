import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { useMemberCompliance, useMemberRecords, useMemberSessions } from '../api/get-member-training';
import { ComplianceWeeks } from './compliance-weeks';
import { Section } from './my-workouts-page';
import { RecordsList } from './records-list';
import { SessionDetailView } from './session-detail-view';
import { SessionList } from './session-list';
import { TrainingMaxesSection } from './training-maxes-section';

type MemberTrainingPageProps = {
  /** Her body measurements and photos (the progress feature's section), composed in by app/routes. */
  renderBodyProgress?: (member: { clerkUserId: string; nombre?: string }) => ReactNode;
};

/**
 * /profesor/entrenamientos/:clerkUserId — staff: one member's weekly compliance, records, training maxes, body progress
 * and sessions; a session opens in place with its sets and a comment box. Live: the `workouts` topic refetches as the
 * member logs.
 */
export function MemberTrainingPage({ renderBodyProgress }: MemberTrainingPageProps) {
  const clerkUserId = useParams().clerkUserId ?? '';
  const sessions = useMemberSessions(clerkUserId);
  const compliance = useMemberCompliance(clerkUserId);
  const records = useMemberRecords(clerkUserId);
  const [open, setOpen] = useState<string | null>(null);
  const name = sessions.data?.[0]?.socio;

  return (
    <Page>
      <div>
        <ButtonLink to="/profesor/entrenamientos" $variant="secondary">
          <ArrowLeft size={20} aria-hidden="true" />
          Entrenamientos
        </ButtonLink>
      </div>
      <header>
        <PageTitle>{name ?? 'Entrenamientos del socio'}</PageTitle>
        <PageSubtitle>Cumplimiento, récords, máximos de entrenamiento y sesiones registradas.</PageSubtitle>
      </header>
      <Section aria-labelledby="compliance-title">
        <h2 id="compliance-title">Cumplimiento por semana</h2>
        {compliance.isPending ? (
          <EmptyState role="status">Cargando cumplimiento...</EmptyState>
        ) : compliance.isError ? (
          <EmptyState role="alert">No se pudo cargar el cumplimiento.</EmptyState>
        ) : (
          <ComplianceWeeks weeks={compliance.data.semanas} />
        )}
      </Section>
      <Section aria-labelledby="member-records-title">
        <h2 id="member-records-title">Récords</h2>
        {records.isPending ? (
          <EmptyState role="status">Cargando récords...</EmptyState>
        ) : records.isError || records.data.length === 0 ? (
          <EmptyState>{records.isError ? 'No se pudieron cargar los récords.' : 'Todavía no tiene récords.'}</EmptyState>
        ) : (
          <RecordsList records={records.data} historyLink={(nombre) => `/profesor/entrenamientos/${encodeURIComponent(clerkUserId)}/ejercicio/${encodeURIComponent(nombre)}`} />
        )}
      </Section>
      <TrainingMaxesSection clerkUserId={clerkUserId} loggedExercises={records.data?.map((r) => r.nombre) ?? []} />
      {renderBodyProgress?.({ clerkUserId, nombre: name })}
      <Section aria-labelledby="member-sessions-title">
        <h2 id="member-sessions-title">Sesiones</h2>
        {sessions.isPending ? (
          <EmptyState role="status">Cargando sesiones...</EmptyState>
        ) : sessions.isError || sessions.data.length === 0 ? (
          <EmptyState>{sessions.isError ? 'No se pudieron cargar las sesiones.' : 'Todavía no registró entrenamientos.'}</EmptyState>
        ) : (
          <SessionList
            sessions={sessions.data}
            renderRow={(s, content) => (
              <li key={s.id}>
                <button type="button" aria-expanded={open === s.id} onClick={() => setOpen(open === s.id ? null : s.id)}>
                  {content}
                </button>
                {open === s.id && <SessionDetailView sesionId={s.id} />}
              </li>
            )}
          />
        )}
      </Section>
    </Page>
  );
}
