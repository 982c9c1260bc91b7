import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageHeader, PageSubtitle, PageTitle } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { errorDetail } from '../../../lib/api-client';
import { paquetesQuery } from '../../../api/packages/paquetes';
import { FormMessage } from './form-message';
import { PackageCard } from './package-card';
import type { Paquete } from '../api/types';

/** `renderPackageExtras`: what other features add to each package's card (the app composes it: billing's price list). */
export function EditPackagesPage({ renderPackageExtras }: { renderPackageExtras?: (paquete: Paquete) => ReactNode } = {}) {
  const paquetes = useQuery(paquetesQuery());
  return (
    <Page>
      <PageHeader>
        <div>
          <PageTitle>Editar paquetes</PageTitle>
          <PageSubtitle>Precios, clases y disciplinas de cada paquete a la venta.</PageSubtitle>
        </div>
        <ButtonLink to="/admin/paquetes" $variant="secondary">
          Crear paquete
        </ButtonLink>
      </PageHeader>
      {paquetes.isPending && <Spinner />}
      {paquetes.isError && <FormMessage tone="error">Error cargando datos: {errorDetail(paquetes.error)}</FormMessage>}
      {paquetes.data?.length === 0 && <EmptyState>Todavía no hay paquetes.</EmptyState>}
      <Grid>
        {paquetes.data?.map((p) => (
          <PackageCard key={p.id} paquete={p} extras={renderPackageExtras?.(p)} />
        ))}
      </Grid>
    </Page>
  );
}


const Grid = styled.div`
  display: grid;
  gap: 14px;
  align-items: start;
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;
