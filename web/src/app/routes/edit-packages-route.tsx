import { PriceListButton } from '../../features/billing';
import { EditPackagesPage } from '../../features/catalog';

/** Editar paquetes with the billing feature's price list on each package's card (features never import each other). */
export function EditPackagesRoute() {
  return <EditPackagesPage renderPackageExtras={(paquete) => <PriceListButton paquete={paquete} />} />;
}
