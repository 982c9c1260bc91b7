import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardHeader, CardTitle } from '../../../components/card';
import { CreditHistoryList } from '../../../components/credit-history-list';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { creditHistoryQuery } from '../../../api/packages/credit-history';
import { paquetesQuery } from '../../../api/packages/paquetes';
import { userPackageQuery } from '../../../api/packages/user-package';
import { errorDetail, refreshAfterCommand } from '../../../lib/api-client';
import { requestPackageMachine } from '../machines/request-package.machine';
import { offerActions } from '../offer-actions';
import { MyPackageCard } from './my-package-card';
import { OfferCard } from './offer-card';
import { useOfferPrices } from '../api/offer-prices';
import { RequestDialog } from './request-dialog';
import { creditHistoryKeys, userPackageKeys } from '../../../api/route-keys';

/**
 * /paquetes: the member's monthly plan (composed by the app), package and credits, what the app puts under her package
 * (her pauses: they move its end), the studio's packages, and the proof-of-payment request.
 */
export function PackagesPage({ userId, plan, underPackage }: { userId: string; plan?: ReactNode; underPackage?: ReactNode }) {
  const queryClient = useQueryClient();
  const offer = useQuery(paquetesQuery());
  const mine = useQuery(userPackageQuery(userId));
  const history = useQuery(creditHistoryQuery(userId));
  // Prices by method and the next version, for packages with a list; until they load (or if they fail) her single price stands.
  const prices = new Map((useOfferPrices().data ?? []).map((p) => [p.paqueteId, p]));
  const [snapshot, send] = useMachine(
    requestPackageMachine.provide({
      actions: {
        requestChanged: (_args, { outcome }) => void refreshAfterCommand(queryClient, [userPackageKeys.of(userId), creditHistoryKeys.of(userId)], outcome),
      },
    }),
  );

  return (
    <Page>
      <header>
        <PageTitle>Paquetes</PageTitle>
        <PageSubtitle>Elige tu paquete y envía el comprobante de pago.</PageSubtitle>
      </header>
      {mine.isError && <LoadError role="alert">Error cargando datos: {errorDetail(mine.error)}</LoadError>}
      {plan}
      {mine.data && <MyPackageCard data={mine.data} />}
      {underPackage}

      <section aria-label="Paquetes disponibles">
        <SectionTitle>Paquetes disponibles</SectionTitle>
        {offer.isError && <LoadError role="alert">Error cargando datos: {errorDetail(offer.error)}</LoadError>}
        {offer.isPending && <EmptyState role="status">Cargando paquetes...</EmptyState>}
        {offer.data?.length === 0 && <EmptyState>Todavía no hay paquetes a la venta.</EmptyState>}
        <Grid>
          {offer.data?.map((paquete) => (
            <OfferCard
              key={paquete.id}
              paquete={paquete}
              held={mine.data?.paquete_id === paquete.id}
              actions={offerActions(paquete, mine.data)}
              onAction={(kind) => send({ type: 'request.open', paquete, kind })}
              next={prices.get(paquete.id)?.proxima}
            />
          ))}
        </Grid>
      </section>

      <Card aria-label="Historial de créditos">
        <CardHeader>
          <CardTitle>Historial de créditos</CardTitle>
        </CardHeader>
        {history.isError && <LoadError role="alert">Error cargando datos: {errorDetail(history.error)}</LoadError>}
        {history.data && <CreditHistoryList movements={history.data} />}
      </Card>

      <RequestDialog
        snapshot={snapshot}
        heldPackageId={mine.data?.paquete_id ?? null}
        prices={snapshot.context.paquete ? prices.get(snapshot.context.paquete.id) : undefined}
        onFile={(file) => send({ type: 'request.file', file })}
        onOperation={(operation) => send({ type: 'request.operation', operation })}
        onSubmit={() => send({ type: 'request.submit' })}
        onClose={() => send({ type: 'request.close' })}
      />
    </Page>
  );
}

const SectionTitle = styled.h2`
  font-size: 1.2rem;
  font-weight: 750;
  margin-bottom: 12px;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
  gap: 16px;
`;

const LoadError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
