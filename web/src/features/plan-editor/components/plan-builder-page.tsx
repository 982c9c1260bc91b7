import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '../../../components/button';
import { Page, PageHeader, PageSubtitle, PageTitle } from '../../../components/page';
import { PlanAdminList } from './plan-admin-list';
import { PlanEditor } from './plan-editor';

/** /crearPlanificaciones (admin): the plan list; choosing a plan enters edit mode with a back button. */
export function PlanBuilderPage() {
  const [planId, setPlanId] = useState<number | null>(null);
  return (
    <Page>
      {planId === null ? (
        <>
          <PageHeader>
            <div>
              <PageTitle>Crear planificaciones</PageTitle>
              <PageSubtitle>Elige una planificación para editarla</PageSubtitle>
            </div>
            <ButtonLink to="/crearPlanificaciones/biblioteca" $variant="secondary">
              <BookOpen size={18} aria-hidden="true" />
              Biblioteca de ejercicios
            </ButtonLink>
          </PageHeader>
          <PlanAdminList onOpen={setPlanId} />
        </>
      ) : (
        <PlanEditor key={planId} planId={planId} onBack={() => setPlanId(null)} />
      )}
    </Page>
  );
}
