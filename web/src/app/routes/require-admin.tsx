import { Outlet } from 'react-router-dom';
import { AccessDenied } from '../../components/access-denied';
import { useSignedInUser } from '../../features/auth';

export function RequireAdmin() {
  const user = useSignedInUser();
  return user.role === 'admin' ? <Outlet /> : <AccessDenied />;
}
