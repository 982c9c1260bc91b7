import { ComingSoon } from '../../../components/coming-soon';

export function UsersAdminPage() {
  return <ComingSoon title="Usuarios" />;
}
