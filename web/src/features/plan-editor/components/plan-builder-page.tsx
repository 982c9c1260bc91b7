import { useState } from 'react';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { PlanAdminList } from './plan-admin-list';
import { PlanEditor } from './plan-editor';

/** /crearPlanificaciones (admin): the plan list; choosing a plan enters edit mode with a back button. */
export function PlanBuilderPage() {
  const [planId, setPlanId] = useState<number | null>(null);
  return (
    <Page>
      {planId === null ? (
        <>
          <header>
            <PageTitle>Crear planificaciones</PageTitle>
            <PageSubtitle>Elige una planificación para editarla</PageSubtitle>
          </header>
          <PlanAdminList onOpen={setPlanId} />
        </>
      ) : (
        <PlanEditor key={planId} planId={planId} onBack={() => setPlanId(null)} />
      )}
    </Page>
  );
}
