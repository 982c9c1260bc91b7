import { Outlet } from 'react-router-dom';
import { AdminBackLink } from '../../features/admin/back-link';
import { useSignedInUser } from '../../features/auth';

/**
 * Around the admin's and the staff's screens: an admin on one of the admin menu's screens gets the way back to the
 * menu above it (a coach reaches Clases from the nav, and has no menu to go back to).
 */
export function AdminSubpageRoute() {
  const user = useSignedInUser();
  return (
    <>
      {user.role === 'admin' && <AdminBackLink />}
      <Outlet />
    </>
  );
}
