import { useQuery } from '@tanstack/react-query';
import { healthStatusQuery } from '../../../api/health/health-status';
import { termsQuery } from '../../../api/health/terms';
import { Button } from '../../../components/button';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { errorDetail } from '../../../lib/api-client';
import { useAcceptTerms } from '../api/health-statement';
import { Alert, Stack } from './form-parts';
import { TermsText } from './terms-text';
import styled from 'styled-components';

/**
 * Before she goes on, the studio's current terms and waiver when she has not accepted this version (a new member who
 * skipped it, or a version saved since her last visit). Nothing when the studio wrote none. She can still sign out.
 */
export function TermsGate({ onSignOut }: { onSignOut: () => void }) {
  const status = useQuery(healthStatusQuery());
  const pending = status.data?.terminos?.pendiente === true;
  const terms = useQuery({ ...termsQuery(), enabled: pending });
  const accept = useAcceptTerms();
  if (!pending || !terms.data || terms.data.version === null) return null;
  const version = terms.data.version;
  return (
    <Screen role="dialog" aria-modal="true" aria-labelledby="terms-gate-title">
      <Page>
        <header>
          <PageTitle id="terms-gate-title">Términos del estudio</PageTitle>
          <PageSubtitle>El estudio actualizó sus términos. Léelos y acéptalos para seguir.</PageSubtitle>
        </header>
        <Stack>
          <TermsText terms={terms.data} />
          {accept.isError && <Alert role="alert">{errorDetail(accept.error)}</Alert>}
          <Actions>
            <Button type="button" disabled={accept.isPending} onClick={() => accept.mutate(version)}>
              {accept.isPending ? 'Guardando...' : 'Acepto los términos y el deslinde'}
            </Button>
            <Button type="button" $variant="ghost" onClick={onSignOut}>Cerrar sesión</Button>
          </Actions>
        </Stack>
      </Page>
    </Screen>
  );
}

const Screen = styled.div`
  position: fixed;
  inset: 0;
  z-index: 950;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;
