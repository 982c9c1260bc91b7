import { ComingSoon } from '../../../components/coming-soon';

export function PackagesPage() {
  return <ComingSoon title="Paquetes" />;
}
