import { ComingSoon } from '../../../components/coming-soon';

export function AgendaPage() {
  return <ComingSoon title="Turnos" />;
}
