import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { PausePlanLimitsCard } from './pause-plan-limits-card';
import { PauseSettingsCard } from './pause-settings-card';
import { PendingPauses } from './pending-pauses';

/**
 * /admin/pausas: the pauses waiting for the studio, first since they wait on someone, then the studio's limits
 * (pauses and days a year, and whether they wait at all), then the packages with limits of their own.
 */
export function PausesPage() {
  return (
    <Page>
      <header>
        <PageTitle>Pausas</PageTitle>
        <PageSubtitle>Los socios pausan su paquete o su abono dentro de estos límites: los días de pausa se suman a su vencimiento y en esos días no reservan.</PageSubtitle>
      </header>
      <PendingPauses />
      <PauseSettingsCard />
      <PausePlanLimitsCard />
    </Page>
  );
}
