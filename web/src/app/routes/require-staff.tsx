import { Outlet } from 'react-router-dom';
import { AccessDenied } from '../../components/access-denied';
import { isStaff, useSignedInUser } from '../../features/auth';

/** Screens for studio staff: admins and coaches (the class console, the plan editor). */
export function RequireStaff() {
  const user = useSignedInUser();
  return isStaff(user.role) ? <Outlet /> : <AccessDenied />;
}
