import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { localDate } from '../../../lib/calendar-date';
import { useDeletePhoto } from '../api/photos';
import { useMyProgress } from '../api/get-my-progress';
import { MeasurementForm } from './measurement-form';
import { MeasurementList } from './measurement-list';
import { PhotoGrid } from './photo-grid';
import { PhotoUploadForm } from './photo-upload-form';
import { ProgressCharts } from './progress-charts';
import { Lead, Section } from './progress.styles';
import { ShareSwitch } from './share-switch';

/** /progreso — her body measurements (log, list, one chart each) and progress photos, private until she shares them. */
export function MyProgressPage() {
  const progress = useMyProgress();
  const removePhoto = useDeletePhoto();
  // The studio's people live on its calendar: the device's day is the studio's (lib/calendar-date).
  const today = localDate(new Date());
  const data = progress.data;

  return (
    <Page>
      <div>
        <ButtonLink to="/entrenamientos" $variant="secondary">
          <ArrowLeft size={20} aria-hidden="true" />
          Entrenamientos
        </ButtonLink>
      </div>
      <header>
        <PageTitle>Mi progreso</PageTitle>
        <PageSubtitle>Tus medidas y tus fotos, para ver tu cambio más allá de los kilos.</PageSubtitle>
      </header>
      {progress.isPending ? (
        <EmptyState role="status">Cargando tu progreso...</EmptyState>
      ) : progress.isError ? (
        <EmptyState role="alert">No se pudo cargar tu progreso.</EmptyState>
      ) : (
        <>
          <ShareSwitch compartido={data!.compartido} />
          <Section aria-labelledby="measurements-title">
            <h2 id="measurements-title">Medidas</h2>
            <MeasurementForm today={today} />
            {data!.medidas.length === 0 ? (
              <EmptyState>Todavía no registraste medidas.</EmptyState>
            ) : (
              <>
                <ProgressCharts medidas={data!.medidas} />
                <MeasurementList medidas={data!.medidas} />
              </>
            )}
          </Section>
          <Section aria-labelledby="photos-title">
            <h2 id="photos-title">Fotos de progreso</h2>
            <Lead>De frente, de perfil y de espalda, con la misma luz y la misma ropa para compararlas mejor.</Lead>
            <PhotoUploadForm today={today} />
            {data!.fotos.length === 0 ? <EmptyState>Todavía no subiste fotos.</EmptyState> : <PhotoGrid fotos={data!.fotos} onDelete={(id) => removePhoto.mutateAsync(id)} />}
          </Section>
        </>
      )}
    </Page>
  );
}
