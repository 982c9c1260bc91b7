import { ComingSoon } from '../../../components/coming-soon';

export function SchedulesAdminPage() {
  return <ComingSoon title="Crear horarios" />;
}
