import { ComingSoon } from '../../../components/coming-soon';

export function GroupsAdminPage() {
  return <ComingSoon title="Grupos" />;
}
