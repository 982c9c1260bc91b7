import { EmptyState } from '../../../components/empty-state';
import { useMemberProgress } from '../api/get-member-progress';
import { LatestMeasurements } from './latest-measurements';
import { PhotoGrid } from './photo-grid';
import { ProgressCharts } from './progress-charts';
import { Section } from './progress.styles';

type MemberProgressSectionProps = {
  clerkUserId: string;
  /** Her name, when the page already knows it, for the line that says she has not shared yet. */
  nombre?: string;
};

/**
 * Staff, on a member's training page: her body measurements and progress photos, only once she shares them (the
 * server sends nothing before). Shown read-only: she alone logs and deletes them.
 */
export function MemberProgressSection({ clerkUserId, nombre }: MemberProgressSectionProps) {
  const progress = useMemberProgress(clerkUserId);
  const data = progress.data;
  return (
    <Section aria-labelledby="member-progress-title">
      <h2 id="member-progress-title">Progreso corporal</h2>
      {progress.isPending ? (
        <EmptyState role="status">Cargando progreso...</EmptyState>
      ) : progress.isError ? (
        <EmptyState role="alert">No se pudo cargar su progreso.</EmptyState>
      ) : !data!.compartido ? (
        <EmptyState>{nombre ? `${nombre} todavía no compartió sus medidas ni sus fotos.` : 'Todavía no compartió sus medidas ni sus fotos.'}</EmptyState>
      ) : data!.medidas.length === 0 && data!.fotos.length === 0 ? (
        <EmptyState>Compartió su progreso, pero todavía no registró medidas ni fotos.</EmptyState>
      ) : (
        <>
          {data!.medidas.length > 0 && (
            <>
              <LatestMeasurements medidas={data!.medidas} />
              <ProgressCharts medidas={data!.medidas} />
            </>
          )}
          {data!.fotos.length > 0 && <PhotoGrid fotos={data!.fotos} />}
        </>
      )}
    </Section>
  );
}
