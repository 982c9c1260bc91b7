import { BookOpen, UsersRound } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button';
import { Page, PageHeader, PageSubtitle, PageTitle } from '../../../components/page';
import { PlanAdminList } from './plan-admin-list';
import { PlanEditor } from './plan-editor';

/** /crearPlanificaciones (staff): the plan list, with links to the exercise library and the groups; choosing a plan enters edit mode with a back button. */
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
            <Links>
              <ButtonLink to="/crearPlanificaciones/biblioteca" $variant="secondary">
                <BookOpen size={18} aria-hidden="true" />
                Biblioteca de ejercicios
              </ButtonLink>
              <ButtonLink to="/crearPlanificaciones/grupos" $variant="secondary">
                <UsersRound size={18} aria-hidden="true" />
                Grupos
              </ButtonLink>
            </Links>
          </PageHeader>
          <PlanAdminList onOpen={setPlanId} />
        </>
      ) : (
        <PlanEditor key={planId} planId={planId} onBack={() => setPlanId(null)} />
      )}
    </Page>
  );
}

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
