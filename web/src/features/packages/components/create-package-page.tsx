import { ComingSoon } from '../../../components/coming-soon';

export function CreatePackagePage() {
  return <ComingSoon title="Crear Paquetes" />;
}
