import { useQuery } from '@tanstack/react-query';
import { termsQuery } from '../../../api/health/terms';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { errorDetail } from '../../../lib/api-client';
import { Alert, Stack } from './form-parts';
import { TermsText } from './terms-text';

/** /terminos: the studio's current terms and waiver, public (the sign-up form links here). */
export function TermsPage() {
  const terms = useQuery(termsQuery());
  return (
    <Page>
      <header>
        <PageTitle>Términos del estudio</PageTitle>
        {terms.data?.version && <PageSubtitle>Versión {terms.data.version}</PageSubtitle>}
      </header>
      {terms.isPending && <EmptyState role="status">Cargando...</EmptyState>}
      {terms.isError && <Alert role="alert">Error cargando datos: {errorDetail(terms.error)}</Alert>}
      {terms.data?.version === null && <EmptyState>El estudio todavía no escribió sus términos.</EmptyState>}
      {terms.data && terms.data.version !== null && <Stack><TermsText terms={terms.data} /></Stack>}
    </Page>
  );
}
