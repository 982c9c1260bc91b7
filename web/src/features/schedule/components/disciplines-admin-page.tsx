import { ComingSoon } from '../../../components/coming-soon';

export function DisciplinesAdminPage() {
  return <ComingSoon title="Disciplinas" />;
}
