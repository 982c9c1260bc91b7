import { ComingSoon } from '../../../components/coming-soon';

export function EditPackagesPage() {
  return <ComingSoon title="Editar Paquetes" />;
}
